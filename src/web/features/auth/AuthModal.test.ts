import { describe, expect, it } from "vitest";
import { noSessionMessage } from "./AuthModal.tsx";

// The words of product 'The error catalogue'. The browser tests reach the server's own messages and
// a network failure; an answer that signs nobody in cannot be had from the real server, so it is
// checked here. The server's messages and 'An error occurred' are messageOf's, tested in
// lib/api-client.test.ts.
describe("the auth dialog's failure messages", () => {
  it("says 'Signup failed' or 'Sign in failed' when no one was signed in", () => {
    expect(noSessionMessage("signup")).toBe("Signup failed");
    expect(noSessionMessage("signin")).toBe("Sign in failed");
  });
});
