import { useEffect } from "react";
import { LazyRacePage } from "./lazy-race.tsx";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";

export const meta = routeMeta;
export const loader = metaLoader;

export default function Race() {
  useEffect(() => void LazyRacePage.preload().catch(() => {}), []);
  return <LazyRacePage.Component />;
}
