import { describe, expect, it } from "vitest";
import { passwordResetLink, resetTokenFrom } from "./password-reset.ts";

describe("password reset links", () => {
  it("carries the token in the fragment of the reset page's address", () => {
    expect(passwordResetLink("https://typetempo.app", "AbC123")).toBe(
      "https://typetempo.app/reset-password#token=AbC123",
    );
  });

  it("reads back the token it wrote, even one that needs escaping", () => {
    const link = new URL(passwordResetLink("http://localhost:3000", "a b&c=d"));
    expect(resetTokenFrom(link.hash)).toBe("a b&c=d");
  });

  it("finds no token in an empty or unrelated fragment", () => {
    expect(resetTokenFrom("")).toBeNull();
    expect(resetTokenFrom("#")).toBeNull();
    expect(resetTokenFrom("#token=")).toBeNull();
    expect(resetTokenFrom("#other=1")).toBeNull();
    expect(resetTokenFrom("#token=%20")).toBeNull();
  });
});
