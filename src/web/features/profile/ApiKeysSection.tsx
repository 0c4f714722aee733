import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { API_KEY_NAME_MAX_LENGTH } from "../../../core/account/api-key.ts";
import type { ApiKey, CreatedApiKey } from "../../../core/api/api-keys.ts";
import { formatDateTime } from "../../../core/typing/format.ts";
import { messageOf } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { createApiKey, fetchApiKeys, revokeApiKey } from "./api-keys-api.ts";
import { labelClass, quietButton } from "./field-styles.ts";
import { linkClass } from "../../ui/link-style.ts";
import { ConfirmRemoval } from "./ConfirmRemoval.tsx";

/** The OpenAPI page, where the programs' endpoints are described (served by the API itself). */
const API_DOCS = "/api/docs";

/** A key just made, shown this once with a button that copies it. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const fieldId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  // The key is what the typist came for: the focus goes to it, and a screen reader says so.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${fieldId}-heading`}
      className="mt-4 rounded-lg border border-amber-400/60 bg-amber-400/10 p-4"
    >
      <h3
        ref={headingRef}
        id={`${fieldId}-heading`}
        tabIndex={-1}
        className="font-semibold text-white"
      >
        Your new key “{created.name}”
      </h3>
      <p className="mt-1 text-sm text-gray-200">
        Copy it now and keep it somewhere safe: it will not be shown again.
      </p>
      <label htmlFor={fieldId} className="sr-only">
        New API key
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id={fieldId}
          readOnly
          value={created.key}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 rounded-md border border-gray-500 bg-gray-800 px-3 py-2 font-mono text-sm text-gray-100 focus:border-amber-400 focus:outline-2 focus:outline-amber-400"
        />
        <Button
          variant="primary"
          onClick={() =>
            void navigator.clipboard?.writeText(created.key).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy key
        </Button>
        <button type="button" onClick={onDone} className={quietButton}>
          Done
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-emerald-300">
        {copied === true && "Key copied."}
        {copied === false && (
          <span className="text-red-300">The key could not be copied: select it and copy it.</span>
        )}
      </p>
    </div>
  );
}

/** One key of the list, with a Revoke button that asks first. */
function KeyRow({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function revoke() {
    setBusy(true);
    try {
      await revokeApiKey(apiKey.id);
      onRevoked();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-gray-100">{apiKey.name}</p>
          <p className="text-sm text-gray-400">
            <span className="font-mono break-all text-gray-300">{apiKey.prefix}…</span>
            {" · "}Created {formatDateTime(apiKey.createdAt)}
            {" · "}
            {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : "Never used"}
          </p>
        </div>
        {!confirming && (
          <button
            type="button"
            aria-label={`Revoke ${apiKey.name}`}
            onClick={() => setConfirming(true)}
            className="rounded-md border border-red-500/70 px-3 py-1.5 text-sm font-medium text-red-300 hover:bg-red-950/60"
          >
            Revoke
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmRemoval
          label={`Confirm revoking ${apiKey.name}`}
          confirm="Yes, revoke it"
          busy={busy}
          error={error}
          onConfirm={() => void revoke()}
          onCancel={() => setConfirming(false)}
        >
          Revoke “{apiKey.name}”? Programs that use it stop working at once. This cannot be undone.
        </ConfirmRemoval>
      )}
    </li>
  );
}

/**
 * Personal API keys (issue 37): the typist names and makes keys for their own programs, sees the
 * new one once, and revokes those they no longer use.
 */
export function ApiKeysSection() {
  const keys = useLoaded("api-keys", fetchApiKeys, "your API keys");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCreated(await createApiKey(name));
      setName("");
      keys.reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const list = keys.value;
  return (
    <Card as="section" aria-labelledby="api-keys" className="p-5 sm:p-6">
      <h2 id="api-keys" className="text-lg font-semibold text-white">
        API keys
      </h2>
      <p className="mt-1 text-sm text-gray-300">
        Your own programs can read your results, personal bests and key statistics with a key. A key
        reads and changes nothing else.{" "}
        <a href={API_DOCS} className={linkClass}>
          How to use the API
        </a>
      </p>

      <form
        onSubmit={(event) => void create(event)}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <label className={`${labelClass} flex-1 basis-56`}>
          Key name
          <TextField
            name="api-key-name"
            required
            maxLength={API_KEY_NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder="My stats script"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Please wait..." : "Create key"}
        </Button>
      </form>
      {error && (
        <Alert kind="error" className="mt-2 text-sm">
          {error}
        </Alert>
      )}
      {created && <NewKey key={created.id} created={created} onDone={() => setCreated(null)} />}

      <div className="mt-5">
        {!list && keys.loading && <Spinner label="Loading your API keys…" />}
        {!list && keys.failed && (
          <Alert kind="error" className="text-sm">
            Your API keys could not be loaded. Please try again later.
          </Alert>
        )}
        {list && list.keys.length === 0 && (
          <p className="text-sm text-gray-400">You have no API keys.</p>
        )}
        {list && list.keys.length > 0 && (
          <>
            <h3 className="text-sm font-semibold text-gray-200">
              Your keys ({list.keys.length} of {list.max})
            </h3>
            <ul aria-label="Your API keys" className="mt-3 divide-y divide-gray-800">
              {list.keys.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} onRevoked={keys.reload} />
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
