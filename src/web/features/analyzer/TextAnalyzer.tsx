import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  PAGE_CHARACTERS,
  READING_WPM,
  TYPING_WPM,
  analyzeText,
  minutesLabel,
} from "../../../core/content/analyzer.ts";
import { HowWordsAreCounted } from "./HowWordsAreCounted.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Card } from "../../ui/Card.tsx";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { practiceHandoff } from "../../lib/practice-handoff.ts";
import { PATHS } from "../../../core/site/paths.ts";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** product 'Text analyzer': the text box, three icon buttons, metric and estimate cards. */
export function TextAnalyzer({ explanationHtml }: { explanationHtml: string }) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState("");
  const textRef = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  // Typing stays instant while a megabyte of text is re-measured in the background.
  const deferredText = useDeferredValue(text);
  const metrics = useMemo(() => analyzeText(deferredText), [deferredText]);

  const paste = async () => {
    try {
      const clip = await navigator.clipboard.readText();
      setText(clip);
      setStatus("Text pasted from the clipboard.");
    } catch (error) {
      // product 'The error catalogue': a clipboard read failure is only logged.
      console.error("Failed to read clipboard:", error);
    }
    textRef.current?.focus();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("Text copied to the clipboard.");
    } catch (error) {
      console.error("Failed to copy text:", error);
      setStatus("Copying failed: select the text and press Ctrl+C instead.");
    }
  };
  const clear = () => {
    setText("");
    setStatus("Text cleared.");
    textRef.current?.focus();
  };

  const cards: { label: string; value: number; hint: string }[] = [
    { label: "Characters", value: metrics.characters, hint: "Including spaces and line breaks" },
    {
      label: "Characters without spaces",
      value: metrics.nonBlankCharacters,
      hint: "Spaces, tabs and line breaks left out",
    },
    { label: "Words", value: metrics.actualWords, hint: "Separated by spaces or line breaks" },
    { label: "Standard words", value: metrics.standardWords, hint: "Characters ÷ 5, as in WPM" },
    { label: "Sentences", value: metrics.sentences, hint: "Ending in . ! or ?" },
    { label: "Lines", value: metrics.lines, hint: "Including empty lines" },
    { label: "Non-empty lines", value: metrics.nonEmptyLines, hint: "Lines with visible text" },
    {
      label: "Pages",
      value: metrics.pages,
      hint: `At ${number.format(PAGE_CHARACTERS)} characters a page`,
    },
  ];

  return (
    <div className="space-y-8">
      <p className="text-lg text-gray-300">Analyze your text for typing metrics and readability</p>
      <Card className="p-4 sm:p-5">
        <div className="mb-3 flex items-center justify-between gap-3">
          <label htmlFor="analyzer-text" className="font-medium text-gray-100">
            Your text
          </label>
          <div className="flex gap-1">
            <IconButton label="Paste from clipboard" onClick={() => void paste()}>
              <rect x="8" y="2" width="8" height="4" rx="1" />
              <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
            </IconButton>
            <IconButton label="Copy to clipboard" onClick={() => void copy()}>
              <rect x="9" y="9" width="12" height="12" rx="2" />
              <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
            </IconButton>
            <IconButton label="Clear text" onClick={clear}>
              <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
            </IconButton>
          </div>
        </div>
        <textarea
          id="analyzer-text"
          ref={textRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={12}
          spellCheck={false}
          placeholder="Type or paste your text here to count its words and estimate reading and typing time…"
          className="block min-h-64 w-full resize-y rounded-lg border border-gray-500 bg-gray-950 p-4 font-mono text-sm leading-relaxed text-gray-100 placeholder:text-gray-400 focus:border-amber-400"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <Alert kind="info" className="min-h-5 text-sm">
            {status}
          </Alert>
          <Button
            variant="secondary"
            onClick={() => void navigate(PATHS.practice, { state: practiceHandoff(text) })}
          >
            Practise this text
          </Button>
        </div>
      </Card>

      <section aria-labelledby="analyzer-metrics">
        <h2 id="analyzer-metrics" className="sr-only">
          Text metrics
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {cards.map((card) => (
            <Card
              key={card.label}
              data-testid={`metric-${card.label}`}
              className="flex flex-col p-4"
            >
              <dt className="order-2 mt-1 text-sm font-medium text-gray-200">{card.label}</dt>
              <dd className="order-1 text-2xl font-bold text-white tabular-nums sm:text-3xl">
                {number.format(card.value)}
              </dd>
              <dd className="order-3 mt-1 text-xs text-gray-400">{card.hint}</dd>
            </Card>
          ))}
        </dl>
      </section>

      <section aria-labelledby="analyzer-estimates">
        <h2 id="analyzer-estimates" className="text-lg font-semibold text-white">
          Time estimates
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Estimate
            label="Reading time"
            value={minutesLabel(metrics.readingTime)}
            hint={`At an average reading speed of ${READING_WPM} words per minute`}
          />
          <Estimate
            label="Typing time"
            value={minutesLabel(metrics.typingTime)}
            hint={`At an average typing speed of ${TYPING_WPM} words per minute`}
          />
        </dl>
      </section>

      <HowWordsAreCounted html={explanationHtml} />
    </div>
  );
}

function Estimate({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div
      data-testid={`estimate-${label}`}
      className="flex flex-col rounded-xl border border-amber-400/30 bg-gray-900 p-5"
    >
      <dt className="text-sm font-medium text-amber-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-gray-400">{hint}</dd>
    </div>
  );
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded-lg border border-gray-700 p-2 text-gray-300 hover:border-amber-400 hover:text-amber-300"
    >
      <Icon>{children}</Icon>
    </button>
  );
}
