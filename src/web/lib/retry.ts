import { ApiRequestError } from "./api-client.ts";

/** Whether asking again may help: the server was not reached, was busy, or failed for a moment. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Runs `request`, and after a failure that may pass, again after each of `delays` ms (a
 * back-off); the last failure, or one that will not pass, is thrown. An abort stops it at once.
 */
export async function withRetries<T>(
  request: () => Promise<T>,
  delays: readonly number[],
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const delay = delays[attempt];
      if (signal?.aborted || delay === undefined || !isTransient(error)) throw error;
      await pause(delay, signal);
    }
  }
}
