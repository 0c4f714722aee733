/**
 * The baseline for `npm run bench:typing`: every character is its own element and the whole
 * passage re-renders on each keystroke. Swapped in for PassageView only by the benchmark build.
 */
export function PassageView({ passage, typed }: { passage: string; typed: string }) {
  return (
    <>
      {[...passage].map((char, i) => {
        const state =
          i === typed.length
            ? "caret"
            : i >= typed.length
              ? "todo"
              : typed[i] === char
                ? "ok"
                : "bad";
        return (
          <span key={i} className={`tt-${state}`}>
            {char}
          </span>
        );
      })}
    </>
  );
}
