import { afterEach, describe, expect, it, vi } from "vitest";
import { isUsernameAvailable, signUpWithEmail, startExternalSignIn } from "./sign-in-client.ts";

/** Answers every request with `body` and keeps each request's address, method and body. */
function answer(body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url, init]) => [url, init.method, init.body]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sign-in dialog's calls (product 'The calls it makes')", () => {
  it("signs up with the username as the name too, and reads the user as it was typed", async () => {
    const sent = answer({
      token: "t",
      user: { id: "u1", email: "a@b.co", displayUsername: "Ada" },
    });
    const user = await signUpWithEmail({ email: "a@b.co", password: "secret1", username: "Ada" });
    expect(user).toEqual({ id: "u1", email: "a@b.co", username: "Ada" });
    expect(sent()).toEqual([
      [
        "/api/auth/sign-up/email",
        "POST",
        '{"email":"a@b.co","password":"secret1","username":"Ada","name":"Ada"}',
      ],
    ]);
  });

  it("counts an answer without a user as nobody signed in", async () => {
    answer({ token: null });
    expect(await signUpWithEmail({ email: "a@b.co", password: "secret1", username: "Ada" })).toBe(
      null,
    );
  });

  it("asks for a username's availability in the query", async () => {
    const sent = answer({ available: false });
    expect(await isUsernameAvailable("a b&c")).toBe(false);
    expect(sent()).toEqual([["/api/username-availability?username=a+b%26c", "GET", undefined]]);
  });

  it("starts an external sign-in that comes back to the profile", async () => {
    const sent = answer({ url: "https://provider.example/authorize", redirect: true });
    expect(await startExternalSignIn("github")).toBe("https://provider.example/authorize");
    expect(sent()).toEqual([
      [
        "/api/auth/sign-in/social",
        "POST",
        '{"provider":"github","callbackURL":"/profile","errorCallbackURL":"/"}',
      ],
    ]);
  });
});
