import { type FormEvent, useId, useState } from "react";
import type { ModerationAction, ReviewItem } from "../../../core/api/admin.ts";
import { REASON_MAX_LENGTH } from "../../../core/moderation/reason.ts";
import { messageOf } from "../../lib/api-client.ts";
import { moderate } from "./moderation-client.ts";
import { Alert } from "../../ui/Alert.tsx";

/** What a moderator acts on: a result, and whether it and its typist can still be ranked. */
export type ModerationTarget = Pick<
  ReviewItem,
  "id" | "userId" | "rankable" | "verification" | "banned"
>;

const ACTION_LABELS: Record<ModerationAction, string> = {
  rank: "Rank",
  unrank: "Unrank",
  ban: "Ban typist",
};

/** The actions open on one result, each with the reason the log keeps. */
function actionsFor(item: ModerationTarget): ModerationAction[] {
  const ranked = item.rankable && item.verification === "verified";
  const actions: ModerationAction[] = [];
  if (ranked) actions.push("unrank");
  else if (item.rankable && !item.banned) actions.push("rank");
  if (!item.banned) actions.push("ban");
  return actions;
}

/** Rank, unrank or ban, with the reason the moderation log keeps (the admin area, replays). */
export function ModerationForm({ item, onDone }: { item: ModerationTarget; onDone: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = actionsFor(item);
  if (actions.length === 0) return <p className="text-sm text-gray-400">No action left.</p>;

  const run = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = submitter?.value as ModerationAction | undefined;
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      await moderate(action, action === "ban" ? item.userId : item.id, reason);
      setReason("");
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={run} className="flex flex-col gap-2">
      <label htmlFor={reasonId} className="sr-only">
        Reason for result {item.id}
      </label>
      <input
        id={reasonId}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        placeholder="Reason for the log"
        onChange={(event) => setReason(event.target.value)}
        className="w-full min-w-40 rounded-md border border-gray-700 bg-gray-800 px-2.5 py-1.5 text-sm text-gray-100 placeholder:text-gray-400"
      />
      <div className="flex flex-wrap gap-1.5">
        {actions.map((action) => (
          <button
            key={action}
            type="submit"
            value={action}
            disabled={busy}
            className={
              action === "ban"
                ? "rounded-md border border-red-500/60 px-2.5 py-1 text-sm font-semibold text-red-200 hover:bg-red-950/60 disabled:opacity-50"
                : "rounded-md border border-gray-600 px-2.5 py-1 text-sm font-semibold text-gray-100 hover:border-amber-400 disabled:opacity-50"
            }
          >
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
      {error && <Alert kind="error">{error}</Alert>}
    </form>
  );
}
