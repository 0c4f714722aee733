import { type ChangeEvent, useId, useRef, useState } from "react";
import type { ImportList, ImportPreview } from "../../../core/api/imports.ts";
import {
  IMPORT_MESSAGES,
  IMPORT_SOURCE_NAMES,
  type ImportSource,
  MAX_IMPORT_BYTES,
} from "../../../core/imports/imported-result.ts";
import { messageOf } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { labelClass, quietButton } from "./field-styles.ts";
import { ImportPreviewPanel } from "./ImportPreviewPanel.tsx";
import { commitImport, fetchImports, previewImport, removeImports } from "./imports-api.ts";
import { ConfirmRemoval } from "./ConfirmRemoval.tsx";

type Step =
  | { at: "choose" }
  | { at: "reading" }
  | { at: "preview"; text: string; preview: ImportPreview }
  | { at: "importing"; text: string; preview: ImportPreview };

const results = (n: number) => `${n.toLocaleString("en-US")} result${n === 1 ? "" : "s"}`;

/** One source's imports, with a Remove button that asks first. */
function SourceRow({
  entry,
  onRemoved,
}: {
  entry: ImportList["sources"][number];
  onRemoved: (source: ImportSource, removed: number) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = IMPORT_SOURCE_NAMES[entry.source];
  async function remove() {
    setBusy(true);
    try {
      onRemoved(entry.source, await removeImports(entry.source));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-gray-100">
          {results(entry.results)} from {name}
        </p>
        {!confirming && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded-md border border-red-500/70 px-3 py-1.5 text-sm font-medium text-red-300 hover:bg-red-950/60"
          >
            Remove imports from {name}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmRemoval
          label={`Confirm removing imports from ${name}`}
          confirm="Yes, remove them"
          busy={busy}
          error={error}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          Take the {results(entry.results)} imported from {name} out of your history? You can import
          the file again later.
        </ConfirmRemoval>
      )}
    </li>
  );
}

/**
 * Issue 37, "Your data in": a Monkeytype results export or a keybr.com data download brought
 * into the history. The file is previewed, then imported; the server reads it both times.
 * `onChange` is told when the history changed, so the profile's figures load again.
 */
export function ImportsSection({ onChange }: { onChange: () => void }) {
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const imports = useLoaded("imports", fetchImports, "your imports");
  const [step, setStep] = useState<Step>({ at: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function reset() {
    setStep({ at: "choose" });
    if (inputRef.current) inputRef.current.value = "";
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    setDone(null);
    if (!file) return reset();
    // Told at once, before a large file is read or sent.
    if (file.size > MAX_IMPORT_BYTES) {
      setError(IMPORT_MESSAGES.tooLarge);
      return reset();
    }
    setStep({ at: "reading" });
    try {
      const text = await file.text();
      setStep({ at: "preview", text, preview: await previewImport(text) });
    } catch (failure) {
      setError(messageOf(failure));
      reset();
    }
  }

  async function commit(text: string, preview: ImportPreview) {
    setStep({ at: "importing", text, preview });
    setError(null);
    try {
      const answer = await commitImport(text);
      const name = IMPORT_SOURCE_NAMES[answer.source];
      setDone(
        answer.imported > 0
          ? `Imported ${results(answer.imported)} from ${name}. They are in your history, marked as imported.`
          : `Nothing new: every result in this file was imported before.`,
      );
      reset();
      imports.reload();
      onChange();
    } catch (failure) {
      setError(messageOf(failure));
      setStep({ at: "preview", text, preview });
    }
  }

  function removed(source: ImportSource, count: number) {
    setDone(`Removed ${results(count)} imported from ${IMPORT_SOURCE_NAMES[source]}.`);
    imports.reload();
    onChange();
  }

  const fresh =
    step.at === "preview" || step.at === "importing"
      ? step.preview.results - step.preview.alreadyImported
      : 0;
  const sources = imports.value?.sources ?? [];
  return (
    <Card as="section" aria-labelledby="import-results" className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 id="import-results" className="text-lg font-semibold text-white">
          Import results
        </h2>
        <p className="mt-1 text-sm text-gray-300">
          Bring in your results from Monkeytype (Export CSV on its account page) or keybr.com
          (Export your data on its profile page, typing-data.json). They show in your history as
          imported and count in your totals, but never on the leaderboard or in your personal bests.
        </p>
      </div>

      <label htmlFor={fileId} className={labelClass}>
        Results file (.csv or .json)
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          disabled={step.at === "reading" || step.at === "importing"}
          onChange={(event) => void choose(event)}
          className="text-sm text-gray-200 file:mr-3 file:rounded-md file:border file:border-gray-500 file:bg-gray-800 file:px-3 file:py-1.5 file:text-gray-100 hover:file:border-gray-300"
        />
      </label>

      {step.at === "reading" && <Spinner label="Reading the file…" />}
      {error && (
        <Alert kind="error" boxed data-testid="import-error">
          {error}
        </Alert>
      )}
      {done && <Alert kind="success">{done}</Alert>}

      {(step.at === "preview" || step.at === "importing") && (
        <>
          <ImportPreviewPanel preview={step.preview} />
          <div className="flex flex-wrap items-center gap-3">
            {fresh > 0 ? (
              <Button
                variant="primary"
                disabled={step.at === "importing"}
                onClick={() => void commit(step.text, step.preview)}
              >
                {step.at === "importing" ? "Importing…" : `Import ${results(fresh)}`}
              </Button>
            ) : (
              <p className="text-sm text-gray-300">
                {step.preview.results === 0
                  ? "There is nothing in this file to import."
                  : "Every result in this file was imported before."}
              </p>
            )}
            <button
              type="button"
              onClick={reset}
              disabled={step.at === "importing"}
              className={quietButton}
            >
              Cancel
            </button>
          </div>
        </>
      )}

      {sources.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-200">Imported so far</h3>
          <ul className="mt-2 divide-y divide-gray-800">
            {sources.map((entry) => (
              <SourceRow key={entry.source} entry={entry} onRemoved={removed} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
