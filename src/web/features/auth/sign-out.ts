import { postJson } from "../../lib/api-client.ts";

export async function signOutRequest(): Promise<void> {
  await postJson("/api/auth/sign-out");
}
