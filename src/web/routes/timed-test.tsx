import { renderToStaticMarkup } from "react-dom/server";
import { TIMED_DURATIONS, timedTestPath } from "../../core/typing/test-modes.ts";
import { lazyResults } from "../features/results/LazyResultsPanel.tsx";
import { SettingsBar } from "../features/settings/SettingsBar.tsx";
import { TypingTest } from "../features/typing-test/TypingTest.tsx";
import { TimedTestGuide } from "../features/typing-test/TimedTestGuide.tsx";
import { pagePath, pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/timed-test";

export const meta = routeMeta;

/**
 * Build time only: which test this page is, its tags, and its guide as HTML, which travels in
 * the page and its .data file rather than as text and components in the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const seconds = TIMED_DURATIONS.find((duration) => path === timedTestPath(duration)) ?? 60;
  return {
    ...pageHead(request),
    seconds,
    guideHtml: renderToStaticMarkup(<TimedTestGuide seconds={seconds} />),
  };
}

export default function TimedTestRoute({ loaderData }: Route.ComponentProps) {
  const { seconds, guideHtml } = loaderData;
  return (
    <div className="space-y-12">
      <div className="space-y-6">
        <SettingsBar />
        <TypingTest key={seconds} setup={{ kind: "timed", seconds }} results={lazyResults} />
      </div>
      <div className="tt-static" dangerouslySetInnerHTML={{ __html: guideHtml }} />
    </div>
  );
}
