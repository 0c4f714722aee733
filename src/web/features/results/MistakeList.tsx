import type { MistakeInWord } from "../../../core/insight/mistake-context.ts";
import { Char } from "../../ui/Char.tsx";

const SPOKEN: Record<string, string> = { " ": " space ", "\n": " line break " };

/**
 * The word a mistake fell in as it was typed, the wrong character bold, underlined and red, so
 * it stands out without colour too, then the passage's word. A screen reader, which has just
 * heard what was typed and expected, hears only the passage's word, its breaks named.
 */
/**
 * Text with its spaces and line breaks drawn as ␣ and ↵ by CSS, so that, hidden from screen
 * readers with the rest of the word, they add no text for them to find.
 */
function show(text: string) {
  return [...text].map((char, i) =>
    char === " " ? (
      <span key={i} className="before:content-['␣']" />
    ) : char === "\n" ? (
      <span key={i} className="before:content-['↵']" />
    ) : (
      char
    ),
  );
}

function TypedWord({ mistake }: { mistake: MistakeInWord }) {
  const spoken = [...mistake.word].map((char) => SPOKEN[char] ?? char).join("");
  return (
    <span>
      <span aria-hidden="true">
        In word:{" "}
        <span className="text-gray-100">{show(mistake.typedWord.slice(0, mistake.index))}</span>
        <strong className="font-bold text-red-300 underline decoration-2 underline-offset-4">
          {show(mistake.typedWord[mistake.index]!)}
        </strong>
        <span className="text-gray-100">{show(mistake.typedWord.slice(mistake.index + 1))}</span>
        <span className="text-gray-400"> ({show(mistake.word)})</span>
      </span>
      <span className="sr-only">In the word {spoken.trim()}</span>
    </span>
  );
}

/**
 * product 'Results panel', 'Mistakes': each one by position, what was typed and expected, and its
 * word.
 */
export function MistakeList({
  mistakes,
  errorRate,
}: {
  mistakes: readonly MistakeInWord[];
  errorRate: number;
}) {
  return (
    <section
      aria-labelledby="mistakes-title"
      className="rounded-xl border border-gray-700 bg-gray-900 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="mistakes-title" className="font-semibold text-white">
          Mistakes
        </h3>
        <p data-testid="error-rate" className="text-sm text-gray-300">
          Error rate: {errorRate.toFixed(1)}%
        </p>
      </div>
      {mistakes.length === 0 ? (
        <p className="mt-3 text-sm text-emerald-300">No mistakes. Clean run!</p>
      ) : (
        <ol
          data-testid="mistake-list"
          tabIndex={0}
          aria-label="Mistakes, in order"
          className="mt-3 max-h-56 space-y-1.5 overflow-y-auto pr-1"
        >
          {mistakes.map((mistake) => (
            <li
              key={mistake.position}
              className="flex flex-wrap gap-x-4 gap-y-0.5 rounded-md bg-gray-800 px-3 py-1.5 font-mono text-sm text-gray-200"
            >
              <span className="text-gray-300">Position {mistake.position}</span>
              <span>
                Typed:{" "}
                <span className="text-red-300">
                  <Char char={mistake.typed} />
                </span>
              </span>
              <span>
                Expected:{" "}
                <span className="text-emerald-300">
                  <Char char={mistake.expected} />
                </span>
              </span>
              <TypedWord mistake={mistake} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
