import { useEffect, useRef, useState } from "react";
import { useSession } from "../../lib/session.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { FocusNote } from "./FocusNote.tsx";
import type { PracticeRunner } from "./practice-runner.ts";
import { nextWeakKeyText, type WeakKeyText } from "./weak-key-client.ts";

/**
 * Weak-key practice: each text is made afresh from the typist's latest key figures, so it
 * follows them as they improve.
 */
export function WeakKeyPractice({ Run }: { Run: PracticeRunner }) {
  const { user, status } = useSession();
  const signedIn = user !== null;
  const [run, setRun] = useState(0);
  const [text, setText] = useState<WeakKeyText | null>(null);

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
    void nextWeakKeyText(signedInNow.current).then((made) => {
      if (current) setText(made);
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
