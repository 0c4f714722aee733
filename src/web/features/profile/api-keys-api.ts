import type { ApiKeyList, CreatedApiKey } from "../../../core/api/api-keys.ts";
import { deleteApiKey, getApiKeys, postApiKey } from "../../../core/api/endpoints/api-keys.ts";
import { api } from "../../lib/api-client.ts";

export function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return api(getApiKeys, {}, signal);
}

/** Makes a key; the answer is the only time its whole text is seen. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return api(postApiKey, { body: { name } });
}

export async function revokeApiKey(id: string): Promise<void> {
  await api(deleteApiKey, { params: { id } });
}
