const WHITESPACE: Record<string, [symbol: string, name: string]> = {
  " ": ["␣", "space"],
  "\n": ["↵", "line break"],
};

/** Spaces and line breaks are invisible as text: shown as symbols, read out by name. */
export function Char({ char }: { char: string }) {
  const whitespace = WHITESPACE[char];
  if (!whitespace) return char;
  return (
    <>
      <span aria-hidden="true">{whitespace[0]}</span>
      <span className="sr-only">{whitespace[1]}</span>
    </>
  );
}
