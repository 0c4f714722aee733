import { type FormEvent, useId, useState } from "react";
import { APPEAL_MESSAGE_MAX_LENGTH } from "../../../core/moderation/appeal.ts";
import { messageOf } from "../../lib/api-client.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { requestReview } from "./appeal-client.ts";

/** The request for a moderator's review of a flagged result, with an optional note. */
export function AppealForm({
  resultId,
  onSent,
  onCancel,
}: {
  resultId: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await requestReview(resultId, note);
      onSent();
    } catch (failure) {
      setError(messageOf(failure));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex w-full max-w-xl flex-col gap-2">
      <label htmlFor={noteId} className="text-sm text-gray-300">
        A note for the moderator (optional)
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={APPEAL_MESSAGE_MAX_LENGTH}
        rows={3}
        // Opened by the typist's own click, to write in at once.
        autoFocus
        onChange={(event) => setNote(event.target.value)}
        className="rounded-md border border-gray-700 bg-gray-800 px-3 py-2 text-gray-100"
      />
      {error && <Alert kind="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button variant="primary" type="submit" disabled={sending}>
          Send the request
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
