import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  LAG_KEYS,
  type KeyLag,
  type LagBreakdown,
  type LagVerdict,
  lagBreakdown,
  lagVerdict,
  refreshInterval,
  summarizeLag,
} from "../../../core/typing/lag-figures.ts";
import { TypingArea } from "../../typing/TypingArea.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { frameTimes, meterKeyLag } from "./key-lag-meter.ts";

type Step = "bare" | "typing" | "done";

/** Written for this page: a line long enough for the keys the test times. */
const LINE =
  "Type this line as you would in a test: each key is timed on its way to the screen, through the same typing area, caret and text.";

const VERDICTS: Record<LagVerdict, string> = {
  fine: "Your browser draws each key quickly, and TypeTempo adds little to it. Lag you still feel comes from the keyboard or the display: a wired keyboard, a display with a higher refresh rate, or its game mode shortens it.",
  browser:
    "Your browser or system is slow to draw even a plain text box. Closing other tabs, turning off browser extensions and battery saving, or updating the graphics driver helps more than any setting here.",
  site: "TypeTempo's typing area adds a noticeable share here. Turning off the smooth caret and live statistics in Settings lightens it; please tell us through the contact page, with your browser's name.",
};

/** '4.2 ms' below 10 ms, where a tenth matters; '23 ms' above. */
function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

/**
 * A text box made outside React, as the typing area's is: React's handling of a box it renders
 * would count as the browser's own cost and hide the site's share.
 */
function BareBox() {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = document.createElement("textarea");
    box.setAttribute("aria-label", "Plain text box");
    box.spellcheck = false;
    box.rows = 2;
    box.placeholder = "Type anything here";
    box.className =
      "w-full resize-none rounded-lg border border-gray-500 bg-gray-950 p-3 font-mono text-lg text-gray-100";
    hostRef.current?.append(box);
    box.focus();
    return () => box.remove();
  }, []);
  return <div ref={hostRef} />;
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-lg border border-gray-800 p-4">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 font-mono text-2xl font-semibold text-white">{value}</dd>
      <dd className="mt-1 text-sm text-gray-300">{detail}</dd>
    </div>
  );
}

function Figures({ lag }: { lag: LagBreakdown }) {
  const hz = lag.refreshMs ? Math.round(1000 / lag.refreshMs) : null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="lag-figures">
      <Figure
        label="Key to screen in TypeTempo"
        value={ms(lag.totalMs)}
        detail={`The middle of your ${LAG_KEYS} keys; the slowest twentieth took ${ms(lag.totalP95Ms)} or more.`}
      />
      <Figure
        label="Your browser and system"
        value={ms(lag.browserMs)}
        detail="A plain text box, from the key reaching the browser to the frame that shows it."
      />
      <Figure
        label="TypeTempo's typing area"
        value={`+${ms(lag.siteMs)}`}
        detail="What the typing area adds over the plain box: the site's own share."
      />
      <Figure
        label="Your display"
        value={lag.refreshMs ? `up to ${ms(lag.refreshMs)}` : "unknown"}
        detail={
          hz
            ? `A drawn frame waits for the next refresh (${hz} Hz here), then the panel takes its own time to change, which no page can see.`
            : "A drawn frame waits for the next refresh, then the panel takes its own time to change, which no page can see."
        }
      />
      <Figure
        label="Your keyboard"
        value="not measurable"
        detail="Before the browser hears a key: about 1 ms for a 1000 Hz USB keyboard, 8 ms at 125 Hz, and often more without a wire."
      />
    </dl>
  );
}

/**
 * The lag self-test (issue 37): keys in a plain box, then in the typing area, each timed from
 * the browser's stamp of the key to the frame that shows it; the difference is the site's share.
 */
export function LagTest() {
  const [step, setStep] = useState<Step>("bare");
  const [count, setCount] = useState(0);
  const [lag, setLag] = useState<LagBreakdown | null>(null);
  const samples = useRef<Record<"bare" | "typing", KeyLag[]>>({ bare: [], typing: [] });
  const refreshMs = useRef<number | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    let current = true;
    void frameTimes(30).then((times) => {
      if (current) refreshMs.current = refreshInterval(times);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (step === "done") return;
    return meterKeyLag((key) => {
      const kept = samples.current[step];
      if (kept.length >= LAG_KEYS) return;
      kept.push(key);
      setCount(kept.length);
      if (kept.length < LAG_KEYS) return;
      if (step === "bare") {
        setStep("typing");
        setCount(0);
        return;
      }
      const bare = summarizeLag(samples.current.bare);
      const typing = summarizeLag(kept);
      if (bare && typing) setLag(lagBreakdown(bare, typing, refreshMs.current));
      setStep("done");
    });
  }, [step]);

  const restart = () => {
    samples.current = { bare: [], typing: [] };
    setLag(null);
    setCount(0);
    setStep("bare");
  };
  const onType = useCallback((value: string) => value.slice(0, LINE.length), []);

  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="lag-step" className="space-y-4 p-5 sm:p-6">
        {step === "bare" && (
          <>
            <h2 id="lag-step" className="text-lg font-semibold text-white">
              Step 1 of 2: a plain text box
            </h2>
            <p className="text-gray-300">
              Type {LAG_KEYS} keys in the box below, at your usual pace. It shows what your browser
              and system take on their own.
            </p>
            <BareBox />
          </>
        )}
        {step === "typing" && (
          <>
            <h2 id="lag-step" className="text-lg font-semibold text-white">
              Step 2 of 2: TypeTempo's typing area
            </h2>
            <p className="text-gray-300">
              Now type the line below for {LAG_KEYS} keys, as in a test.
            </p>
            <TypingArea
              inputRef={inputRef}
              passage={LINE}
              idle={count === 0}
              onType={onType}
              onRestart={restart}
            />
          </>
        )}
        {step !== "done" && (
          <p role="status" className="text-sm text-gray-300" data-testid="lag-progress">
            {count} of {LAG_KEYS} keys
          </p>
        )}
        {step === "done" && (
          <>
            <h2 id="lag-step" className="text-lg font-semibold text-white">
              Your figures
            </h2>
            {lag ? (
              <>
                <Figures lag={lag} />
                <p data-testid="lag-verdict" className="text-gray-100">
                  {VERDICTS[lagVerdict(lag)]}
                </p>
              </>
            ) : (
              <p className="text-gray-300">
                Your browser gave no usable timings for these keys; try again.
              </p>
            )}
            <Button variant="primary" onClick={restart}>
              Test again
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
