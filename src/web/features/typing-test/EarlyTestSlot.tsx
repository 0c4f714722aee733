import { cardClass } from "../../ui/Card.tsx";

/**
 * Where the server writes the test a typing page is sent with (src/core/typing/early-test.ts):
 * its passage, a box that takes keys before the page's code has run, and the script that
 * records them, before the end of this element (EARLY_TEST_SLOT). React never writes inside it,
 * so hydration keeps the box, its text and its focus; the run's own typing area takes its
 * place and what was typed. Left empty, CSS says the passage is on its way (app.css).
 */
export function EarlyTestSlot() {
  return (
    <div
      className={cardClass("relative")}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
      data-early=""
    />
  );
}
