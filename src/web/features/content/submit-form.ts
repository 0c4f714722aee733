import { ApiRequestError } from "../../lib/api-client.ts";

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
