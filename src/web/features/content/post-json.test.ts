import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_MESSAGE, postJson } from "./post-json.ts";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postJson", () => {
  it("sends the body as JSON and returns the answer", async () => {
    answer(201, { received: true });
    expect(await postJson("/api/contact", { name: "Ada" })).toEqual({
      ok: true,
      data: { received: true },
    });
    expect(fetch).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name":"Ada"}',
    });
  });

  it("shows each field's validation message for a 400", async () => {
    answer(400, {
      error: "Bad Request",
      message: "Invalid body: email: Email must be a valid e-mail address",
      issues: [
        { path: "email", message: "Email must be a valid e-mail address" },
        { path: "subject", message: "Subject is required" },
      ],
    });
    expect(await postJson("/api/contact", {})).toEqual({
      ok: false,
      message: "Email must be a valid e-mail address. Subject is required.",
    });
  });

  it("shows the server's message for a 429", async () => {
    const message = "Too many messages from your connection. Please try again in 10 minutes.";
    answer(429, { error: "Too Many Requests", message });
    expect(await postJson("/api/contact", {})).toEqual({ ok: false, message });
  });

  it("hides server internals behind a general message for a 5xx", async () => {
    answer(500, { error: "Internal Server Error", message: "relation does not exist" });
    const result = await postJson("/api/newsletter", {});
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/on our side/) });
  });

  it("says the server could not be reached when the request fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await postJson("/api/newsletter", {})).toEqual({ ok: false, message: OFFLINE_MESSAGE });
  });
});
