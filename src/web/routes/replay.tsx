import { REPLAY_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { ReplayPage } from "../features/replay/ReplayPage.tsx";

export const meta = () => clientPageMeta(REPLAY_PAGE);
export const handle = clientPageHandle(REPLAY_PAGE);

export default function Replay() {
  return <ReplayPage />;
}
