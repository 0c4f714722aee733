// The password reset calls: better-auth's own endpoints, answered in the API's error shape.
import {
  postRequestPasswordReset,
  postResetLinkStatus,
  postResetPassword,
} from "../../../core/api/endpoints/auth.ts";
import { api } from "../../lib/api-client.ts";

/** Asks for a reset link by mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api(postRequestPasswordReset, { body: { email } });
}

/** Sets a new password with a mailed link's token; a used or expired one is a 400 INVALID_TOKEN. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api(postResetPassword, { body: { token, newPassword } });
}

/** Whether a mailed link's token still works; asking uses nothing up. */
export async function resetLinkUsable(token: string, signal?: AbortSignal): Promise<boolean> {
  return (await api(postResetLinkStatus, { body: { token } }, signal)).usable;
}
