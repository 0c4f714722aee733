import { useId, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { racePath } from "./race-paths.ts";

/** A private room's address to send to the others, with a button that copies it. */
export function ShareLink({ code }: { code: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = new URL(racePath(code), window.location.href).href;
  return (
    <Card tone="faint" className="space-y-2 px-5 py-4">
      <label htmlFor={id} className="block text-sm text-gray-300">
        Share this link to invite up to four others (room code{" "}
        <span className="font-mono text-gray-100">{code}</span>)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link}
          data-testid="race-link"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-gray-600 bg-gray-800 px-3 py-2 font-mono text-sm text-gray-100"
        />
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy link
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-300">
        {copied ? "Link copied." : ""}
      </p>
    </Card>
  );
}
