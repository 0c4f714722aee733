import { useState } from "react";
import { watchPath } from "./race-paths.ts";

/**
 * Copies the room's address for spectators, who watch the race read-only (any room kind):
 * a small button beside the lanes, as the race is on.
 */
export function WatchLink({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const link = new URL(watchPath(code), window.location.href).href;
  return (
    <span className="flex items-center gap-2">
      <span role="status" className="text-xs text-emerald-300">
        {copied ? "Watch link copied." : ""}
      </span>
      <button
        type="button"
        data-testid="watch-link"
        data-link={link}
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
        className="rounded text-xs text-amber-300 underline underline-offset-4 hover:text-amber-200"
      >
        Copy watch link
      </button>
    </span>
  );
}
