import { useEffect, useState } from "react";
import { waitingToSave } from "../../../core/typing/save-outbox.ts";
import { sendWaitingRuns } from "../../lib/outbox-sender.ts";
import { onOutboxChange } from "../../lib/result-outbox.ts";
import { useSession } from "../../lib/session.ts";
import { useKeptRuns } from "./use-kept-runs.ts";

interface WaitingSavesProps {
  className?: string;
  /** Told when one of the typist's waiting results is saved, from this tab or another. */
  onSaved?: () => void;
}

function Waiting({ userId, className = "", onSaved }: WaitingSavesProps & { userId: string }) {
  const waiting = useKeptRuns(userId).filter((run) => run.refusal === undefined).length;
  const [sending, setSending] = useState(false);
  const [unreached, setUnreached] = useState(false);
  useEffect(() => {
    if (!onSaved) return;
    return onOutboxChange((event) => {
      if (event.type === "settled" && event.userId === userId && event.outcome.kind === "saved") {
        onSaved();
      }
    });
  }, [userId, onSaved]);
  if (waiting === 0) return null;

  async function saveNow() {
    setSending(true);
    const left = await sendWaitingRuns();
    setSending(false);
    setUnreached(left > 0);
  }

  return (
    <div
      data-testid="waiting-saves"
      className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 rounded-md border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-100 ${className}`}
    >
      <p>{waitingToSave(waiting)}</p>
      <button
        type="button"
        onClick={() => void saveNow()}
        disabled={sending}
        className="rounded-md border border-amber-300/70 px-2.5 py-1 text-xs font-semibold text-amber-200 hover:bg-amber-400/15 disabled:opacity-60"
      >
        Save now
      </button>
      <p role="status" className="basis-full text-xs text-amber-200 empty:hidden">
        {unreached && !sending
          ? "Not saved yet: they stay in this browser and are tried again on their own."
          : ""}
      </p>
    </div>
  );
}

/**
 * product 'Saves that wait': how many of the signed-in typist's results wait in this browser to
 * be saved, with 'Save now'; nothing when none wait.
 */
export function WaitingSaves(props: WaitingSavesProps) {
  const userId = useSession().user?.id;
  return userId ? <Waiting key={userId} userId={userId} {...props} /> : null;
}
