import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { EditRecorder } from "../../../core/typing/edit-recorder.ts";
import { type RecordedTimeline, recordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import { useKeyRecorder } from "../../typing/key-recorder.ts";
import { CHALLENGE_ISSUE_LIMIT } from "../../../core/typing/challenge-limits.ts";
import {
  CHALLENGE_MAX_WPM,
  CHALLENGE_MIN_ACCURACY,
} from "../../../core/typing/challenge-scoring.ts";
import { messageOf } from "../../lib/api-client.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { CLOSE_PATH, Icon } from "../../ui/Icon.tsx";
import {
  type ChallengeOutcome,
  type IssuedChallenge,
  answerChallenge,
  requestReview,
  startChallenge,
} from "./challenge-client.ts";
import { TextField } from "../../ui/TextField.tsx";
import { ChallengeMotion } from "./ChallengeMotion.tsx";

type Stage =
  | { kind: "intro" }
  | { kind: "running"; challenge: IssuedChallenge }
  | { kind: "done"; outcome: ChallengeOutcome }
  | { kind: "review-requested" };

interface ChallengeDialogProps {
  resultId: number;
  wpm: number;
  requiredWpm: number;
  onClose: () => void;
  onPassed: () => void;
}

/** The seconds left, from when the moving words appeared; null before they have. */
function useCountdown(limitSeconds: number, startedAt: number | null, onTimeUp: () => void) {
  const [left, setLeft] = useState<number | null>(null);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  useEffect(() => {
    if (startedAt === null) return;
    const tick = () => {
      const remaining = Math.max(0, limitSeconds - (performance.now() - startedAt) / 1000);
      setLeft(Math.ceil(remaining));
      if (remaining === 0) timeUp.current();
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [limitSeconds, startedAt]);
  return left;
}

/** What a copy is sent as: its text and the keystrokes that typed it, or nothing typed. */
type Copy = { typedText: string; timeline: RecordedTimeline } | null;

function Running({
  challenge,
  onAnswer,
  onFailed,
  busy,
}: {
  challenge: IssuedChallenge;
  onAnswer: (copy: Copy) => void;
  onFailed: (message: string) => void;
  busy: boolean;
}) {
  const [typed, setTyped] = useState("");
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const sent = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The copy is recorded as a test is: its edits from the first keystroke, and its key presses.
  const [recorder] = useState(() => new EditRecorder());
  const firstKeyAt = useRef<number | null>(null);
  const keys = useKeyRecorder(useCallback((target) => target === inputRef.current, []));
  const send = () => {
    if (sent.current) return;
    sent.current = true;
    const first = firstKeyAt.current;
    onAnswer(
      first === null
        ? null
        : {
            typedText: recorder.typed,
            timeline: recordedTimeline(recorder.edits, keys.keyEvents(first, performance.now())),
          },
    );
  };
  const left = useCountdown(challenge.timeLimitSeconds, startedAt, send);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const now = performance.now();
    firstKeyAt.current ??= now;
    recorder.record(event.target.value, now - firstKeyAt.current, !event.nativeEvent.isTrusted);
    setTyped(event.target.value);
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <ChallengeMotion
        challengeId={challenge.id}
        onShown={() => {
          setStartedAt(performance.now());
          inputRef.current?.focus();
        }}
        onFailed={onFailed}
      />
      <p className="flex items-baseline justify-between text-sm text-gray-300">
        <span>
          At least <strong className="text-white">{challenge.requiredWpm} WPM</strong> and{" "}
          {CHALLENGE_MIN_ACCURACY}% accuracy
        </span>
        <span
          role="timer"
          data-testid="challenge-countdown"
          className="font-mono whitespace-nowrap text-amber-200"
        >
          {left === null ? "Loading…" : `${left} s left`}
        </span>
      </p>
      <label className="block text-sm font-medium text-gray-200">
        Type the moving words
        <TextField
          ref={inputRef}
          value={typed}
          onChange={change}
          disabled={startedAt === null || busy}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          className="mt-1"
          mono
        />
      </label>
      <Button type="submit" variant="primary" disabled={startedAt === null || busy}>
        {busy ? "Checking…" : "Submit"}
      </Button>
    </form>
  );
}

const nothingTyped = (challenge: IssuedChallenge): ChallengeOutcome => ({
  passed: false,
  wpm: 0,
  accuracy: 0,
  requiredWpm: challenge.requiredWpm,
});

function Outcome({ outcome }: { outcome: ChallengeOutcome }) {
  if (outcome.passed) {
    return (
      <Alert kind="success" data-testid="challenge-outcome">
        Passed: {outcome.wpm} WPM at {outcome.accuracy}% accuracy. Your result is now on the
        leaderboard, and for 30 days your results up to {outcome.certifiedWpm} WPM rank at once.
      </Alert>
    );
  }
  if (outcome.reason) {
    return (
      <Alert kind="error" boxed data-testid="challenge-outcome">
        Not passed: the copy&apos;s keystrokes cannot count ({outcome.reason}). Your result stays
        off the leaderboard.
      </Alert>
    );
  }
  if (outcome.wpm > CHALLENGE_MAX_WPM) {
    return (
      <Alert kind="error" boxed data-testid="challenge-outcome">
        Not passed: {outcome.wpm} WPM is faster than anyone types, so this copy did not come from a
        keyboard. Your result stays off the leaderboard.
      </Alert>
    );
  }
  return (
    <Alert kind="error" boxed data-testid="challenge-outcome">
      Not passed: {outcome.wpm} WPM (at least {outcome.requiredWpm} needed) at {outcome.accuracy}%
      accuracy (at least {CHALLENGE_MIN_ACCURACY}% needed). Your result stays off the leaderboard.
    </Alert>
  );
}

/**
 * The speed challenge for one held result: the typist copies words shown only in moving dots,
 * against the server's clock. Whoever cannot read them asks for a review instead.
 */
export function ChallengeDialog({
  resultId,
  wpm,
  requiredWpm,
  onClose,
  onPassed,
}: ChallengeDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [stage, setStage] = useState<Stage>({ kind: "intro" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const act = async (step: () => Promise<Stage>) => {
    setBusy(true);
    setError(null);
    try {
      setStage(await step());
    } catch (failure) {
      setError(messageOf(failure));
      setStage({ kind: "intro" });
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    act(async () => ({ kind: "running", challenge: await startChallenge(resultId) }));
  const answer = (challenge: IssuedChallenge, copy: Copy) =>
    act(async () => {
      // Nothing typed before the time ran out: there is no copy to judge.
      if (!copy) return { kind: "done", outcome: nothingTyped(challenge) };
      const outcome = await answerChallenge(challenge.id, copy.typedText, copy.timeline);
      if (outcome.passed) onPassed();
      return { kind: "done", outcome };
    });
  const review = () =>
    act(async () => {
      await requestReview(resultId);
      return { kind: "review-requested" };
    });

  const again = stage.kind === "done" && !stage.outcome.passed;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-3xl rounded-xl border border-gray-700 bg-gray-900 text-gray-100 shadow-2xl backdrop:bg-black/70"
    >
      <div className="space-y-4 p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-white">
            Speed challenge
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
            className="rounded-md p-1 text-gray-300 hover:text-white"
          >
            <Icon>
              <path d={CLOSE_PATH} />
            </Icon>
          </button>
        </div>
        {(stage.kind === "intro" || again) && (
          <div className="space-y-2 text-gray-300">
            <p>
              A result of {wpm} WPM joins the leaderboard once you show the speed is yours: copy 20
              words at <strong className="text-white">{requiredWpm} WPM</strong> or faster with at
              least {CHALLENGE_MIN_ACCURACY}% accuracy. The time limit runs from when the words
              appear; your speed is timed from your first key to your last.
            </p>
            <p>
              The words are drawn in moving dots: the dots inside the letters drift down, the others
              up, so the words show only while they move. You have {CHALLENGE_ISSUE_LIMIT}{" "}
              challenges a day. If moving dots are hard for you, ask for a review instead.
            </p>
          </div>
        )}
        {stage.kind === "running" && (
          <Running
            key={stage.challenge.id}
            challenge={stage.challenge}
            busy={busy}
            onAnswer={(copy) => void answer(stage.challenge, copy)}
            onFailed={(message) => {
              setError(message);
              setStage({ kind: "intro" });
            }}
          />
        )}
        {stage.kind === "done" && <Outcome outcome={stage.outcome} />}
        {stage.kind === "review-requested" && (
          <Alert kind="success">
            Review requested. A moderator will look at this result; it stays off the leaderboard
            until then.
          </Alert>
        )}
        {error && (
          <Alert kind="error" boxed>
            {error}
          </Alert>
        )}
        {(stage.kind === "intro" || again) && (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="primary" disabled={busy} onClick={() => void start()}>
              {again ? "Try another challenge" : "Start the challenge"}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void review()}>
              I can&apos;t read moving words: ask for a review
            </Button>
          </div>
        )}
        {stage.kind !== "intro" && stage.kind !== "running" && !again && (
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            Close
          </Button>
        )}
      </div>
    </dialog>
  );
}
