import { Link } from "react-router";
import type { SaveResultResponse } from "../../../core/api/results.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { resultPath } from "../../../core/site/result-paths.ts";
import { ShareButtons } from "./ShareButtons.tsx";
import { linkClass } from "../../ui/link-style.ts";

const fontLinkClass = `font-medium ${linkClass}`;

interface ShareSectionProps {
  text: string;
  /** The result as its save answered it; null until it is saved (or when it never is). */
  saved: Pick<SaveResultResponse, "id" | "isPublic"> | null;
  onScreenshot: () => void;
}

/**
 * product 'Results panel', 'Share Your Achievement' with its share buttons. They share the page's
 * address until the result is saved, then the result's own page, whose link preview shows its
 * score; the typist is told where their links lead, and if others cannot open them.
 */
export function ShareSection({ text, saved, onScreenshot }: ShareSectionProps) {
  const url = () =>
    saved ? new URL(resultPath(saved.id), window.location.origin).href : window.location.href;
  return (
    <section
      aria-labelledby="share-title"
      data-screenshot="skip"
      className="space-y-3 rounded-xl border border-amber-400/30 bg-amber-400/5 p-4 text-center"
    >
      <div>
        <h3 id="share-title" className="font-semibold text-amber-200">
          Share Your Achievement
        </h3>
        <p className="mt-1 text-sm text-gray-300">Challenge your friends to beat your score!</p>
      </div>
      <ShareButtons text={text} url={url} onScreenshot={onScreenshot} centred />
      {saved && (
        <p data-testid="share-target" className="text-sm text-gray-300">
          {saved.isPublic ? (
            <>
              Links you share open{" "}
              <Link to={resultPath(saved.id)} className={fontLinkClass}>
                your result's own page
              </Link>
              .
            </>
          ) : (
            <>
              Your results are private, so only you can open{" "}
              <Link to={resultPath(saved.id)} className={fontLinkClass}>
                your result's page
              </Link>
              . You can change that on{" "}
              <Link to={PATHS.profile} className={fontLinkClass}>
                your profile
              </Link>
              .
            </>
          )}
        </p>
      )}
    </section>
  );
}
