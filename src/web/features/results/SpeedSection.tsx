import { useMemo } from "react";
import type { SpeedSample } from "../../../core/insight/speed-series.ts";
import { type GraphPoint, SpeedGraph } from "../../ui/SpeedGraph.tsx";

/** product 'Results panel', 'Speed Graph': a result's net and raw speed second by second. */
export function SpeedSection({ speed }: { speed: readonly SpeedSample[] }) {
  const points = useMemo(
    (): GraphPoint[] =>
      speed.map((s) => ({ time: s.time, wpm: s.net, raw: s.raw, errors: s.errors })),
    [speed],
  );
  return (
    <section
      aria-labelledby="graph-title"
      className="rounded-xl border border-gray-700 bg-gray-900 p-4"
    >
      <h3 id="graph-title" className="mb-3 font-semibold text-white">
        Speed Graph
      </h3>
      <SpeedGraph history={points} />
    </section>
  );
}
