import { WORD_COUNTS, wordTestPath } from "../../core/typing/test-modes.ts";
import { lazyResults } from "../features/results/LazyResultsPanel.tsx";
import { SettingsBar } from "../features/settings/SettingsBar.tsx";
import { TypingTest } from "../features/typing-test/TypingTest.tsx";
import { pagePath, pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/word-test";

export const meta = routeMeta;

/** Build time only: which test this page is, and its tags. */
export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const count = WORD_COUNTS.find((n) => path === wordTestPath(n)) ?? 25;
  return { ...pageHead(request), count };
}

export default function WordTestRoute({ loaderData: { count } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <SettingsBar />
      <TypingTest key={count} setup={{ kind: "words", count }} results={lazyResults} />
    </div>
  );
}
