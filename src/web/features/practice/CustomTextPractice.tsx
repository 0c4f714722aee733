import { useRef, useState } from "react";
import {
  type CustomText,
  MAX_CUSTOM_TEXT_LENGTH,
  normalizeCustomText,
} from "../../../core/practice/custom-text.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import type { PracticeRunner } from "./practice-runner.ts";

const count = new Intl.NumberFormat("en-US");

/**
 * Custom text practice: any text pasted or typed, cleaned as the server expects it, then typed
 * on the test's own screen. `initialText` (from the Word Count Tool) starts at once when it can.
 */
export function CustomTextPractice({
  Run,
  initialText = "",
}: {
  Run: PracticeRunner;
  initialText?: string;
}) {
  const [draft, setDraft] = useState(initialText);
  const [practising, setPractising] = useState<string | null>(() => {
    const cleaned = initialText ? normalizeCustomText(initialText) : null;
    return cleaned?.ok ? cleaned.text : null;
  });
  const [refusal, setRefusal] = useState<Extract<CustomText, { ok: false }> | null>(() => {
    const cleaned = initialText ? normalizeCustomText(initialText) : null;
    return cleaned && !cleaned.ok ? cleaned : null;
  });
  const [run, setRun] = useState(0);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const start = () => {
    const cleaned = normalizeCustomText(draft);
    if (!cleaned.ok) {
      setRefusal(cleaned);
      textRef.current?.focus();
      return;
    }
    setRefusal(null);
    setPractising(cleaned.text);
    setRun((n) => n + 1);
  };

  if (practising !== null) {
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-300">
            Your text, {count.format(practising.length)} characters.
          </p>
          <Button variant="secondary" onClick={() => setPractising(null)}>
            Change Text
          </Button>
        </div>
        <Run
          key={run}
          text={practising}
          title="Custom text"
          againLabel="Practise Again"
          onRestart={() => setRun((n) => n + 1)}
        />
      </div>
    );
  }

  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <label htmlFor="custom-text" className="block font-medium text-gray-100">
        Your text
      </label>
      <p id="custom-text-hint" className="text-sm text-gray-300">
        Paste or type anything up to {count.format(MAX_CUSTOM_TEXT_LENGTH)} characters. Curly
        quotes, dashes and odd spaces become the ones on your keyboard.
      </p>
      <textarea
        id="custom-text"
        ref={textRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={8}
        spellCheck={false}
        aria-describedby={refusal ? "custom-text-hint custom-text-error" : "custom-text-hint"}
        aria-invalid={refusal ? true : undefined}
        placeholder="Type or paste the text you want to practise…"
        className="block min-h-48 w-full resize-y rounded-lg border border-gray-500 bg-gray-950 p-4 font-mono text-sm leading-relaxed text-gray-100 placeholder:text-gray-400 focus:border-amber-400"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={start}>
          Start Practice
        </Button>
        <p className="text-sm text-gray-400 tabular-nums">
          {count.format(draft.length)} / {count.format(MAX_CUSTOM_TEXT_LENGTH)} characters
        </p>
      </div>
      {refusal && (
        <Alert kind="error" boxed id="custom-text-error" data-testid="custom-text-error">
          {refusal.message}
        </Alert>
      )}
    </Card>
  );
}
