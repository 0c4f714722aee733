import { useEffect, useRef, useState } from "react";
import { type PracticeText, weakKeyText } from "../../../core/practice/weak-key-text.ts";
import { useSession } from "../../lib/session.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { FocusNote } from "./FocusNote.tsx";
import type { PracticeRunner } from "./practice-runner.ts";
import { type StatsSource, practiceStats } from "./practice-stats.ts";

/** Words in a weak-key text: about a minute's typing at 30 WPM, so the figures come quickly. */
const WEAK_KEY_WORDS = 30;

/**
 * Weak-key practice: each text is made afresh from the typist's latest key figures, so it
 * follows them as they improve.
 */
export function WeakKeyPractice({ Run }: { Run: PracticeRunner }) {
  const { user, status } = useSession();
  const signedIn = user !== null;
  const [run, setRun] = useState(0);
  const [text, setText] = useState<(PracticeText & { from: StatsSource }) | null>(null);

  // Read when a text is made, not a reason to make one: signing in from a run's results must
  // leave them on screen, to be saved.
  const signedInNow = useRef(signedIn);
  useEffect(() => {
    signedInNow.current = signedIn;
  }, [signedIn]);
  const ready = status !== "loading";

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void practiceStats(signedInNow.current).then(({ stats, from }) => {
      if (current) setText({ ...weakKeyText(stats, WEAK_KEY_WORDS, Math.random), from });
    });
    return () => {
      current = false;
    };
  }, [run, ready]);

  const next = () => {
    setText(null);
    setRun((n) => n + 1);
  };

  if (!text) return <Spinner label="Choosing words for your weak keys…" />;
  return (
    <div className="space-y-6">
      <FocusNote focus={text.focus} from={text.from} />
      <Run
        key={run}
        text={text.text}
        title="Weak-key practice"
        againLabel="Next Text"
        onRestart={next}
      />
    </div>
  );
}
