import { describe, expect, it } from "vitest";
import { isDisposableAddress, linkUserId, withLinkError } from "./addresses.ts";

describe("isDisposableAddress", () => {
  it.each([
    ["someone@mailinator.com", true],
    ["someone@YOPMAIL.com", true],
    ["someone@inbox.guerrillamail.com", true],
    // The addresses tests, benchmarks and documentation use, and real providers, are not.
    ["someone@example.com", false],
    ["someone@example.org", false],
    ["someone@example.net", false],
    ["someone@x.test", false],
    ["someone@typetempo.test", false],
    ["someone@bench.invalid", false],
    ["someone@gmail.com", false],
    ["someone@outlook.com", false],
    ["someone@proton.me", false],
    // A domain that only contains a listed one is another domain.
    ["someone@mailinator.com.example.org", false],
    ["someone@typingmailinator.com", false],
    ["someone@yopmail.typetempo.app", false],
    ["not an address", false],
  ])("%s → %s", (address, disposable) => {
    expect(isDisposableAddress(address)).toBe(disposable);
  });
});

describe("linkUserId", () => {
  const token = (payload: unknown) =>
    `e30.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.signature`;

  it("reads the account a link's token names, and nothing from anything else", () => {
    expect(linkUserId({ token: token({ email: "a@example.com", userId: "u1" }) })).toBe("u1");
    expect(linkUserId({ token: token({ userId: 7 }) })).toBeNull();
    expect(linkUserId({ token: "not-a-token" })).toBeNull();
    expect(linkUserId({ token: "a.%%%.c" })).toBeNull();
    expect(linkUserId({ token: 12 })).toBeNull();
    expect(linkUserId(undefined)).toBeNull();
  });
});

describe("withLinkError", () => {
  it("adds the error to the callback's query", () => {
    expect(withLinkError("/profile?email=changed", "EMAIL_IN_USE")).toBe(
      "/profile?email=changed&error=EMAIL_IN_USE",
    );
    expect(withLinkError("/profile", "EMAIL_IN_USE")).toBe("/profile?error=EMAIL_IN_USE");
  });
});
