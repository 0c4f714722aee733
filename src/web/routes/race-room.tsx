import { useEffect } from "react";
import { RACE_ROOM_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { LazyRacePage } from "./lazy-race.tsx";

export const meta = () => clientPageMeta(RACE_ROOM_PAGE);
export const handle = clientPageHandle(RACE_ROOM_PAGE);

export default function RaceRoomPage() {
  useEffect(() => void LazyRacePage.preload().catch(() => {}), []);
  return <LazyRacePage.Component />;
}
