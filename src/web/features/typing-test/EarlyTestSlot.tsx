import { EARLY_TEST_SLOT, earlyInputScript } from "../../../core/typing/early-test.ts";
import { cardClass } from "../../ui/Card.tsx";

/** Only the prerendered page needs the script's text: hydration keeps the script as it is. */
const SCRIPT = import.meta.env.SSR ? earlyInputScript() : "";

/**
 * Where the server writes the test a typing page is sent with (src/core/typing/early-test.ts):
 * its passage and a box that takes keys before the page's code has run. React never writes
 * inside it, so hydration keeps the box, its text and its focus; the run's own typing area
 * takes its place and what was typed. Drawn without the server's test, it says the passage
 * is on its way.
 */
export function EarlyTestSlot() {
  return (
    <>
      <div
        className={cardClass("relative")}
        dangerouslySetInnerHTML={{ __html: EARLY_TEST_SLOT }}
        suppressHydrationWarning
      />
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} suppressHydrationWarning />
    </>
  );
}
