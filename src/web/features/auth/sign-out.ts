import { postSignOut } from "../../../core/api/endpoints/session.ts";
import { api } from "../../lib/api-client.ts";

export async function signOutRequest(): Promise<void> {
  await api(postSignOut);
}
