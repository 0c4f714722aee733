import type { ApiError } from "../../../core/api/error.ts";

export type PostResult<T> = { ok: true; data: T } | { ok: false; message: string };

export const OFFLINE_MESSAGE =
  "We could not reach the server. Please check your connection and try again.";

/** POSTs a JSON body to the API and turns any failure into one message to show. */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: OFFLINE_MESSAGE };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload as T };
  return { ok: false, message: errorMessage(response.status, payload) };
}

function errorMessage(status: number, payload: unknown): string {
  const error = payload as Partial<ApiError> | null;
  // A validation error names each field; show the field messages without the request prefix.
  if (status === 400 && error?.issues?.length) {
    return error.issues.map((issue) => issue.message).join(". ") + ".";
  }
  if (typeof error?.message === "string" && status < 500) return error.message;
  return "Something went wrong on our side. Please try again in a moment.";
}
