import { useId } from "react";
import { DIFFICULTIES, DIFFICULTY_LABELS, isDifficulty } from "../../core/typing/difficulty.ts";
import { setDifficulty, useDifficulty } from "../lib/difficulty-store.ts";

/** `inline` puts the label beside the field, as in the test page's settings bar. */
export function DifficultySelect({ inline = false }: { inline?: boolean }) {
  const id = useId();
  const difficulty = useDifficulty();
  return (
    <div className={inline ? "flex items-center gap-2" : "flex flex-col gap-1.5"}>
      <label htmlFor={id} className="text-sm text-gray-300">
        Difficulty
      </label>
      <select
        id={id}
        value={difficulty}
        onChange={(event) => {
          if (isDifficulty(event.target.value)) setDifficulty(event.target.value);
        }}
        className={`rounded-md border border-gray-500 bg-gray-800 text-sm text-gray-100 hover:border-gray-400 ${inline ? "px-2 py-1.5" : "px-3 py-2"}`}
      >
        {DIFFICULTIES.map((level) => (
          <option key={level} value={level}>
            {DIFFICULTY_LABELS[level]}
          </option>
        ))}
      </select>
    </div>
  );
}
