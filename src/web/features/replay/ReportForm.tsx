import { type FormEvent, useId, useState } from "react";
import { REASON_MAX_LENGTH } from "../../../core/moderation/reason.ts";
import { messageOf } from "../../lib/api-client.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { reportResult } from "./replay-client.ts";

/** A signed-in typist's report of a ranked result they doubt, with a reason for moderators. */
export function ReportForm({ resultId }: { resultId: number }) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  if (state === "sent") {
    return <Alert kind="success">Thank you. A moderator will look at this result.</Alert>;
  }
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Report this result
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState("sending");
    setError(null);
    try {
      await reportResult(resultId, { reason });
      setState("sent");
    } catch (failure) {
      setError(messageOf(failure));
      setState("idle");
    }
  };

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-2">
      <label htmlFor={reasonId} className="text-sm text-gray-300">
        Why do you doubt this result?
      </label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        className="rounded-md border border-gray-700 bg-gray-800 px-3 py-2 text-gray-100"
      />
      {error && <Alert kind="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button variant="primary" type="submit" disabled={state === "sending"}>
          Send report
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
