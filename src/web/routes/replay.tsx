import { REPLAY_PAGE } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { ReplayPage } from "../features/replay/ReplayPage.tsx";

export const meta = () => clientPageMeta(REPLAY_PAGE);

export default function Replay() {
  return <ReplayPage />;
}
