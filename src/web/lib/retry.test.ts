import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client.ts";
import { isTransient, withRetries } from "./retry.ts";

const unreachable = () => new ApiRequestError(0, null);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("isTransient", () => {
  it("is an unreached, busy or failing server, not a refusal", () => {
    expect(isTransient(unreachable())).toBe(true);
    expect(isTransient(new ApiRequestError(429, null))).toBe(true);
    expect(isTransient(new ApiRequestError(503, null))).toBe(true);
    expect(isTransient(new ApiRequestError(400, { message: "bad token" }))).toBe(false);
    expect(isTransient(new Error("a bug"))).toBe(false);
  });
});

describe("withRetries", () => {
  it("asks again after each delay and answers the first success", async () => {
    const request = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValue("passage");
    const answer = withRetries(request, [500, 1000, 2000]);
    await vi.advanceTimersByTimeAsync(499);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe("passage");
    expect(request).toHaveBeenCalledTimes(3);
  });

  it("throws the last failure once the delays are used up", async () => {
    const request = vi.fn(() => Promise.reject(unreachable()));
    const answer = withRetries(request, [500, 1000]);
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await settled).toBeInstanceOf(ApiRequestError);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it("does not ask again after a refusal", async () => {
    const refusal = new ApiRequestError(400, { message: "bad token" });
    const request = vi.fn(() => Promise.reject(refusal));
    await expect(withRetries(request, [500])).rejects.toBe(refusal);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when aborted", async () => {
    const controller = new AbortController();
    const request = vi.fn(() => Promise.reject(unreachable()));
    const settled = withRetries(request, [5000], controller.signal).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error("replaced"));
    expect(await settled).toEqual(new Error("replaced"));
    expect(request).toHaveBeenCalledTimes(1);
  });
});
