// The password reset calls: better-auth's own endpoints, answered in the API's error shape.
import { postJson } from "../../lib/api-client.ts";

/** Asks for a reset link by mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postJson("/api/auth/request-password-reset", { email });
}

/** Sets a new password with a mailed link's token; a used or expired one is a 400 INVALID_TOKEN. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await postJson("/api/auth/reset-password", { token, newPassword });
}
