import { lazyComponent } from "../ui/lazy-component.tsx";

/**
 * The race page's code (the socket, the protocol's schemas, the typing area) is on the first
 * load of no page, /race included: it is asked for as soon as a race route's module runs. The
 * race feature types in the test's own typing area, which it is given here.
 */
export const LazyRacePage = lazyComponent(
  () =>
    Promise.all([
      import("../features/race/RacePage.tsx"),
      import("../typing/TypingArea.tsx"),
    ]).then(
      ([{ RacePage }, { TypingArea }]) =>
        function Race() {
          return <RacePage TypingArea={TypingArea} />;
        },
    ),
  "Loading the races…",
);
