import { describe, expect, it } from "vitest";
import { messageOf, noSessionMessage } from "./AuthModal.tsx";
import { BackendError } from "./auth-client.ts";

// SPEC §8's words. The browser tests reach the server's own messages and a network failure;
// an answer that signs nobody in cannot be had from the real server, so it is checked here.
describe("the auth dialog's failure messages", () => {
  it("says 'Signup failed' or 'Sign in failed' when no one was signed in", () => {
    expect(noSessionMessage("signup")).toBe("Signup failed");
    expect(noSessionMessage("signin")).toBe("Sign in failed");
  });

  it("shows the server's message as it is, and 'An error occurred' for anything else", () => {
    expect(messageOf(new BackendError(401, "Invalid email or password"))).toBe(
      "Invalid email or password",
    );
    expect(messageOf(new TypeError("Failed to fetch"))).toBe("An error occurred");
    expect(messageOf("weird")).toBe("An error occurred");
  });
});
