import { describe, expect, it } from "vitest";
import {
  EMAIL_CHANGED_CALLBACK_PATH,
  emailChangeLink,
  emailChangeOutcome,
} from "./email-change.ts";

describe("emailChangeLink", () => {
  it("points at the verify endpoint with the token and the profile to land on", () => {
    const link = new URL(emailChangeLink("https://typetempo.example", "a.b+c"));
    expect(link.origin + link.pathname).toBe("https://typetempo.example/api/auth/verify-email");
    expect(link.searchParams.get("token")).toBe("a.b+c");
    expect(link.searchParams.get("callbackURL")).toBe(EMAIL_CHANGED_CALLBACK_PATH);
  });
});

describe("emailChangeOutcome", () => {
  it("tells a confirmed change from a link that did not work, and both from other visits", () => {
    expect(emailChangeOutcome("?email=changed")).toBe("changed");
    expect(emailChangeOutcome("?email=changed&error=INVALID_TOKEN")).toBe("failed");
    expect(emailChangeOutcome("?email=verified")).toBeNull();
    expect(emailChangeOutcome("")).toBeNull();
  });
});
