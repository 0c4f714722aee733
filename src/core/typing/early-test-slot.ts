/**
 * Where a typing page's early test (early-test.ts) goes: the end of the slot's element, which the
 * prerendered page leaves empty and CSS then fills with the wait for the passage (app.css). Apart
 * from early-test.ts, whose imports would join the page's first load.
 */
export const EARLY_TEST_ATTRIBUTE = "data-early";
/** The empty slot as the prerendered page has it; the server writes the test before its end. */
export const EARLY_TEST_SLOT = `${EARLY_TEST_ATTRIBUTE}=""></div>`;
