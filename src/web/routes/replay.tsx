import { useSearchParams } from "react-router";
import { REPLAY_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { lazyComponent } from "../ui/lazy-component.tsx";

export const meta = () => clientPageMeta(REPLAY_PAGE);
export const handle = clientPageHandle(REPLAY_PAGE);

/**
 * Both fetched as the page opens, as the result's page is (result.tsx): the router's manifest,
 * on every page's first load, lists each route module's imports, and the replay's list was long.
 */
const Replay = lazyComponent(
  () => import("../features/replay/ReplayPage.tsx").then((module) => module.ReplayPage),
  "Loading the replay…",
);

/** A race against the run instead (issue 36): the address raceRunPath gives. */
const RaceRun = lazyComponent(
  () => import("../features/replay/RaceRunPage.tsx").then((module) => module.RaceRunPage),
  "Loading the run…",
);

export default function ReplayRoute() {
  const race = useSearchParams()[0].has("race");
  return race ? <RaceRun.Component /> : <Replay.Component />;
}
