import { lazy, Suspense, useState } from "react";
import { requiredChallengeWpm } from "../../../core/typing/challenge-scoring.ts";
import { CERTIFIED_TOP_PLACES, CERTIFICATION_DAYS } from "../../../core/typing/speed-challenge.ts";
import { Button } from "../../ui/Button.tsx";

/** Loaded when opened: most typists never see it. */
const ChallengeDialog = lazy(() =>
  import("./ChallengeDialog.tsx").then((module) => ({ default: module.ChallengeDialog })),
);

/**
 * What the results panel and the profile say of a fast result held for the speed challenge,
 * and the way to it.
 */
export function HeldForChallenge({ result }: { result: { id: number; wpm: number } }) {
  const [open, setOpen] = useState(false);
  const [ranked, setRanked] = useState(false);

  if (ranked && !open) {
    return (
      <p role="status" data-testid="save-status" className="text-emerald-300">
        Result saved and ranked: you passed the speed challenge.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" data-testid="save-status" className="text-amber-200">
        Held until you pass a speed challenge
      </p>
      <p data-testid="held-reason" className="w-full text-sm text-gray-400">
        A fast result, or one that would enter a board&apos;s top {CERTIFIED_TOP_PLACES}, ranks once
        you have shown that speed on a short copy; a pass lets your results up to it rank at once
        for {CERTIFICATION_DAYS} days.
      </p>
      {!ranked && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Take the speed challenge
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChallengeDialog
            resultId={result.id}
            wpm={result.wpm}
            requiredWpm={requiredChallengeWpm(result.wpm)}
            onClose={() => setOpen(false)}
            onPassed={() => setRanked(true)}
          />
        </Suspense>
      )}
    </div>
  );
}
