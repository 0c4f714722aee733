import { afterEach, describe, expect, it, vi } from "vitest";
import { sendContactMessage } from "../../core/api/endpoints/contact.ts";
import { getLeaderboard } from "../../core/api/endpoints/leaderboard.ts";
import { getReplay } from "../../core/api/endpoints/replays.ts";
import { postResult } from "../../core/api/endpoints/results.ts";
import { getSession } from "../../core/api/endpoints/session.ts";
import { ApiRequestError, api, messageOf } from "./api-client.ts";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(request: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await request.catch((caught: unknown) => caught);
  if (!(error instanceof ApiRequestError)) throw new Error("expected an ApiRequestError");
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api", () => {
  it("sends the body as JSON with the session cookie and returns the answer", async () => {
    answer(201, { received: true });
    const body = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello there" };
    expect(await api(sendContactMessage, { body })).toEqual({ received: true });
    expect(fetch).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: undefined,
    });
  });

  it("reads without a body or content type, its query in the address", async () => {
    answer(200, { rows: [] });
    const controller = new AbortController();
    await api(getLeaderboard, { query: { duration: "60", page: "2" } }, controller.signal);
    expect(fetch).toHaveBeenCalledWith("/api/leaderboard?duration=60&page=2", {
      method: "GET",
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: controller.signal,
    });
  });

  it("fills the path's parameters", async () => {
    answer(200, {});
    await api(getReplay, { params: { id: 42 } });
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe("/api/results/42/replay");
  });

  it("answers null for an empty session", async () => {
    answer(200, null);
    expect(await api(getSession)).toBeNull();
  });

  it("carries the status, code, message and issues of a refusal", async () => {
    const issues = [{ path: "email", message: "Email must be a valid e-mail address" }];
    answer(409, { error: "Conflict", message: "Already saved", code: "reused-token", issues });
    const error = await failure(api(postResult, { body: {} as never }));
    expect(error).toMatchObject({
      status: 409,
      code: "reused-token",
      message: "Already saved",
      serverMessage: "Already saved",
      issues,
    });
  });

  it("names the status when the server gave no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Bad gateway", { status: 502 })),
    );
    const error = await failure(api(getSession));
    expect(error).toMatchObject({ status: 502, message: "Request failed (502)" });
    expect(error.serverMessage).toBeUndefined();
  });

  it("turns an unreachable server into status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failure(api(getSession));
    expect(error.status).toBe(0);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("lets an abort through as it is", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("aborted", "AbortError");
      }),
    );
    await expect(api(getSession, {}, controller.signal)).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("messageOf", () => {
  it("shows what the server said, as it said it", () => {
    expect(messageOf(new ApiRequestError(401, { message: "Invalid email or password" }))).toBe(
      "Invalid email or password",
    );
  });

  it("says 'An error occurred' for anything else", () => {
    expect(messageOf(new ApiRequestError(0, null))).toBe("An error occurred");
    expect(messageOf(new Error("boom"))).toBe("An error occurred");
  });
});
