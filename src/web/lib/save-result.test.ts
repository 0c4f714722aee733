import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SaveResultRequest } from "../../core/api/results.ts";
import { ApiRequestError } from "./api-client.ts";
import { refusalReason, saveResult } from "./save-result.ts";

const request: SaveResultRequest = {
  token: "t1",
  mode: "30-seconds",
  difficulty: "easy",
  duration: 30,
  rawText: "A passage.",
  typedText: "A passage.",
  timeline: [[0, 0, 0, "A"]],
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(): Promise<unknown> {
  return saveResult(request).then(
    () => {
      throw new Error("expected the save to fail");
    },
    (error: unknown) => error,
  );
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("saveResult", () => {
  it("posts the finished test and returns what the server stored", async () => {
    const saved = { id: 5, wpm: 61, verification: "verified", flags: [] };
    answer(201, saved);
    await expect(saveResult(request)).resolves.toEqual(saved);
    expect(fetch).toHaveBeenCalledWith(
      "/api/results",
      expect.objectContaining({ method: "POST", body: JSON.stringify(request) }),
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs a refusal twice and lets the server's error through", async () => {
    answer(409, {
      message: "This test was used already: start a new test to save another result.",
      code: "reused-token",
    });
    const error = await failure();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: "reused-token" });
    expect(logged.mock.calls).toEqual([
      [
        "Failed to save test result:",
        "This test was used already: start a new test to save another result.",
      ],
      ["Error saving test result", error],
    ]);
  });

  it("logs an unreachable server once", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failure();
    expect(error).toMatchObject({ status: 0 });
    expect(logged.mock.calls).toEqual([["Error saving test result", error]]);
  });

  it("fails when a success comes without the saved result", async () => {
    answer(200, null);
    const error = await failure();
    expect(error).toEqual(new Error("The server answered without the saved result"));
    expect(logged.mock.calls).toEqual([["Error saving test result", error]]);
  });
});

describe("refusalReason", () => {
  it("is the server's explanation of a refusal", () => {
    const refusal = new ApiRequestError(422, { message: "Typed faster than anyone can." });
    expect(refusalReason(refusal)).toBe("Typed faster than anyone can.");
  });

  it("is absent for a server error, an unreachable server or anything else", () => {
    const broken = new ApiRequestError(500, { message: "Something went wrong on our side." });
    expect(refusalReason(broken)).toBeUndefined();
    expect(refusalReason(new ApiRequestError(0, null))).toBeUndefined();
    expect(
      refusalReason(new Error("The server answered without the saved result")),
    ).toBeUndefined();
  });
});
