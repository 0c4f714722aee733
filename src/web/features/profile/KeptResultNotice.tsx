import { useId, useState } from "react";
import { Link } from "react-router";
import { forgetKeptResult, type KeptResult } from "../../lib/kept-result.ts";
import { CLOSE_PATH, Icon } from "../../ui/Icon.tsx";
import { type KeptResultMessage, keptResultMessage } from "./kept-result-message.ts";

const CHECK_PATH = "M5 12.5l4.5 4.5L19 7.5";
const NOTE_PATH = "M12 7v6m0 4h.01";

/** Each tone's border, its mark (a tick, or a sign that there is more to know) and its note. */
const TONES: Record<
  KeptResultMessage["tone"],
  { box: string; mark: string; path: string; note: string }
> = {
  saved: {
    box: "border-emerald-400/50",
    mark: "bg-emerald-400/15 text-emerald-300",
    path: CHECK_PATH,
    note: "text-gray-300",
  },
  held: {
    box: "border-amber-400/50",
    mark: "bg-amber-400/15 text-amber-300",
    path: CHECK_PATH,
    note: "text-amber-200",
  },
  failed: {
    box: "border-red-500/60",
    mark: "bg-red-500/15 text-red-300",
    path: NOTE_PATH,
    note: "text-gray-300",
  },
};

/**
 * At the top of the profile the sign-in opened: the result its typist signed in to save, with
 * its figures and a link to it, so they see it was kept. Closing it forgets it for good.
 * `onClose` puts the focus somewhere once the close button is gone.
 */
export function KeptResultNotice({ kept, onClose }: { kept: KeptResult; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  if (!open) return null;
  const message = keptResultMessage(kept);
  const tone = TONES[message.tone];
  const close = () => {
    forgetKeptResult();
    setOpen(false);
    onClose();
  };
  return (
    <section
      aria-labelledby={titleId}
      data-testid="kept-result"
      className={`flex items-start gap-3 rounded-xl border bg-gray-900 p-4 sm:gap-4 sm:p-5 ${tone.box}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-9 shrink-0 place-items-center rounded-full ${tone.mark}`}
      >
        <Icon>
          <path d={tone.path} />
        </Icon>
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p id={titleId} className="font-semibold text-white">
          {message.title}
        </p>
        {message.figures && (
          // Each figure stays whole, so a narrow screen breaks the line between them.
          <p data-testid="kept-result-figures" className="text-sm text-gray-200 sm:text-base">
            {message.figures.map((figure, i) => (
              <span key={figure}>
                {i > 0 && " · "}
                <span className={`whitespace-nowrap ${i === 0 ? "font-semibold text-white" : ""}`}>
                  {figure}
                </span>
              </span>
            ))}
          </p>
        )}
        {message.note && <p className={`text-sm ${tone.note}`}>{message.note}</p>}
        {message.link && (
          <p className="pt-1">
            <Link
              to={message.link}
              className="text-sm font-medium text-amber-300 underline underline-offset-2 hover:text-amber-200"
            >
              See this result
            </Link>
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label="Dismiss this notice"
        className="-mt-1 -mr-1 rounded-md p-2 text-gray-400 hover:bg-gray-800 hover:text-white"
      >
        <Icon>
          <path d={CLOSE_PATH} />
        </Icon>
      </button>
    </section>
  );
}
