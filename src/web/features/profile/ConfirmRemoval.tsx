import type { ReactNode } from "react";
import { Alert } from "../../ui/Alert.tsx";
import { quietButton } from "./field-styles.ts";

/**
 * The profile's second step before something is taken away for good (an API key, a source's
 * imports): what it does, in red, with the one button that does it and Cancel.
 */
export function ConfirmRemoval({
  label,
  children,
  confirm,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  /** The group's name for screen readers: "Confirm revoking …". */
  label: string;
  children: ReactNode;
  confirm: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mt-3 rounded-lg border border-red-500/60 bg-red-950/40 p-3"
    >
      <p className="text-sm text-red-100">{children}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="rounded-md border border-red-400 bg-red-950 px-4 py-2 text-sm font-semibold text-red-200 hover:border-red-300 disabled:opacity-60"
        >
          {busy ? "Please wait..." : confirm}
        </button>
        <button type="button" onClick={onCancel} className={quietButton}>
          Cancel
        </button>
      </div>
      {error && (
        <Alert kind="error" className="mt-2 text-sm">
          {error}
        </Alert>
      )}
    </div>
  );
}
