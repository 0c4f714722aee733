import { lazyResults } from "../features/results/LazyResultsPanel.tsx";
import { SettingsBar } from "../features/settings/SettingsBar.tsx";
import { TypingTest } from "../features/typing-test/TypingTest.tsx";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import { lazyComponent } from "../ui/lazy-component.tsx";

export const meta = routeMeta;
export const loader = metaLoader;

/**
 * The length's form, off the page's first load, which is at the typing pages' budget already;
 * asked for as the page is drawn. The same wait as a test's. The test is
 * the one every test page draws, given the length chosen.
 */
const LazyCustomLengthTest = lazyComponent(
  () =>
    import("../features/typing-test/CustomLengthTest.tsx").then(
      (module) => module.CustomLengthTest,
    ),
  "Loading your passage…",
);

export default function CustomLengthRoute() {
  return (
    <div className="space-y-6">
      <SettingsBar />
      <LazyCustomLengthTest.Component
        renderTest={(setup, label) => (
          <TypingTest setup={setup} label={label} results={lazyResults} />
        )}
      />
    </div>
  );
}
