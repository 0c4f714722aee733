import type { WeakSpot } from "../../../core/practice/weak-key-text.ts";
import { Card } from "../../ui/Card.tsx";
import type { StatsSource } from "./weak-key-client.ts";

const SOURCES: Record<StatsSource, string> = {
  profile: "From the key statistics of every result saved to your profile.",
  browser:
    "From the tests and practice typed in this browser. Sign in to keep your statistics with your profile.",
  "browser-fallback":
    "Your profile's key statistics could not be loaded, so this text comes from the tests and practice typed in this browser.",
};

/** What a weak-key text leans towards, or that there is too little to go on yet. */
export function FocusNote({ focus, from }: { focus: readonly WeakSpot[]; from: StatsSource }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="focus-note">
      {focus.length > 0 ? (
        <p className="text-gray-100">
          <span className="font-semibold">Focusing on: </span>
          {focus.map((spot, i) => (
            <span key={spot.name}>
              <span
                data-testid="focus-spot"
                className="rounded-md border border-amber-400/40 bg-amber-400/10 px-1.5 py-0.5 font-mono text-amber-200"
              >
                {spot.name}
              </span>
              {i < focus.length - 1 ? ", " : ""}
            </span>
          ))}
        </p>
      ) : (
        <p className="text-gray-100">
          <span className="font-semibold">Not enough data yet.</span> This text is plain common
          words; once you have typed a few tests or practice runs, it leans towards the keys you are
          slowest at and get wrong most often.
        </p>
      )}
      <p className="mt-1 text-sm text-gray-300">{SOURCES[from]}</p>
    </Card>
  );
}
