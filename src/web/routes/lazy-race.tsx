import { lazyComponent } from "../ui/lazy-component.tsx";

/**
 * The race page's code (the socket, the protocol's schemas, the typing area) is on the first
 * load of no page, /race included: it is asked for as soon as a race route's module runs.
 */
export const LazyRacePage = lazyComponent(
  () => import("../features/race/RacePage.tsx").then((module) => module.RacePage),
  "Loading the races…",
);
