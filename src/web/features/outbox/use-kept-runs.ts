import { useEffect, useState } from "react";
import type { OutboxEntry } from "../../lib/outbox-db.ts";
import { keptRuns, onOutboxChange } from "../../lib/result-outbox.ts";

/** The runs this browser keeps for `userId`, read again whenever the outbox changes. */
export function useKeptRuns(userId: string): OutboxEntry[] {
  const [runs, setRuns] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let current = true;
    const read = () => {
      // Storage that cannot be read shows nothing waiting: the save line says what it knows.
      keptRuns(userId).then(
        (kept) => current && setRuns(kept),
        () => {},
      );
    };
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return runs;
}
