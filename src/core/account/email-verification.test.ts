import { describe, expect, it } from "vitest";
import {
  VERIFIED_CALLBACK_PATH,
  emailVerificationLink,
  verificationFailed,
} from "./email-verification.ts";

describe("e-mail verification links", () => {
  it("point at the verify endpoint, with the token and the profile to land on", () => {
    const link = new URL(emailVerificationLink("https://typetempo.app", "a.b-c_d"));
    expect(link.origin + link.pathname).toBe("https://typetempo.app/api/auth/verify-email");
    expect(link.searchParams.get("token")).toBe("a.b-c_d");
    expect(link.searchParams.get("callbackURL")).toBe(VERIFIED_CALLBACK_PATH);
  });

  it("tell a failed landing from a good one or a plain visit", () => {
    expect(verificationFailed("?email=verified&error=TOKEN_EXPIRED")).toBe(true);
    expect(verificationFailed("?email=verified")).toBe(false);
    expect(verificationFailed("")).toBe(false);
    expect(verificationFailed("?error=x")).toBe(false);
  });
});
