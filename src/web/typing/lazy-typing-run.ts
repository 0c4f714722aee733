import { lazyComponent } from "../ui/lazy-component.tsx";

/**
 * A run's code (the typing area, the session, the passage requests) is not on the first load of
 * the pages that type: a test page shows the test the server sent with it (EarlyTestSlot) or the
 * wait for its passage, and practice first makes or asks for its text. It is asked for as soon as such a page's code
 * runs, so it comes alongside hydration rather than after it. Same words as the run's own wait,
 * so the prerendered page hydrates alike whichever of the two drew it.
 */
export const LazyTypingRun = lazyComponent(
  () => import("./TypingRun.tsx").then((module) => module.TypingRun),
  "Loading your passage…",
);

LazyTypingRun.preload().catch(() => {
  // Offline for a moment: showing the run asks again.
});
