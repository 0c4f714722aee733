/**
 * Where the server writes the test a typing page is sent with (src/core/typing/early-test.ts):
 * the top of the run's screen and its passage, a box that takes keys before the page's code
 * has run, and the script that records them, before the end of this element
 * (EARLY_TEST_SLOT). React never writes inside it, so hydration keeps the box, its text and its
 * focus; the run's own screen takes its place and what was typed. Left empty, CSS says the
 * passage is on its way (app.css).
 */
export function EarlyTestSlot() {
  return <div dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning data-early="" />;
}
