import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { sendWaitingRuns } from "../../lib/outbox-sender.ts";
import { useSession } from "../../lib/session.ts";
import { OutboxNotices } from "./OutboxNotices.tsx";
import { WaitingSaves } from "./WaitingSaves.tsx";

/**
 * The outbox on every page of a signed-in typist (product 'Saves that wait'), loaded once the
 * page is idle: sends what waits as the page loads, shows how many wait in the element
 * `slotId` (in the account area), and the notices of runs saved or refused meanwhile.
 */
export default function OutboxStatus({ slotId }: { slotId: string }) {
  const userId = useSession().user?.id;
  // Drawn only in the browser, after the account area it fills, which stays on every page.
  const [slot] = useState(() => document.getElementById(slotId));
  useEffect(() => {
    if (userId) void sendWaitingRuns();
  }, [userId]);
  if (!userId) return null;
  return (
    <>
      {slot && createPortal(<WaitingSaves className="mb-3" />, slot)}
      <OutboxNotices key={userId} userId={userId} />
    </>
  );
}
