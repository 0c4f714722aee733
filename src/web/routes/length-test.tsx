import { CHARACTER_LENGTHS, characterTestPath } from "../../core/typing/test-modes.ts";
import { lazyResults } from "../features/results/LazyResultsPanel.tsx";
import { SettingsBar } from "../features/settings/SettingsBar.tsx";
import { TypingTest } from "../features/typing-test/TypingTest.tsx";
import { pagePath, pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/length-test";

export const meta = routeMeta;

/** Build time only: which test this page is, and its tags. */
export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const length = CHARACTER_LENGTHS.find((n) => path === characterTestPath(n)) ?? 300;
  return { ...pageHead(request), length };
}

export default function LengthTestRoute({ loaderData: { length } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <SettingsBar />
      <TypingTest
        key={length}
        setup={{ kind: "length", characters: length }}
        results={lazyResults}
      />
    </div>
  );
}
