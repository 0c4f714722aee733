import { ApiRequestError, postJson } from "../../lib/api-client.ts";

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; message: string };

export const OFFLINE_MESSAGE =
  "We could not reach the server. Please check your connection and try again.";

/** What the contact and newsletter forms show when their request failed: one message. */
export function formErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return OFFLINE_MESSAGE;
  // A validation error names each field; show the field messages without the request prefix.
  if (error.status === 400 && error.issues?.length) {
    return error.issues.map((issue) => issue.message).join(". ") + ".";
  }
  if (error.serverMessage && error.status < 500) return error.serverMessage;
  return "Something went wrong on our side. Please try again in a moment.";
}

/** POSTs a form's JSON body and turns any failure into the one message to show. */
export async function submitForm<T>(url: string, body: unknown): Promise<SubmitResult<T>> {
  try {
    return { ok: true, data: await postJson<T>(url, body) };
  } catch (error) {
    return { ok: false, message: formErrorMessage(error) };
  }
}
