import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function WordCountTool() {
  return (
    <Planned title="Word Count Tool">
      <p>
        Analyze your text for typing metrics and readability: the tool will count characters, words,
        sentences, lines and pages as you type or paste, and estimate how long the text takes to
        read and to type. It runs entirely in your browser.
      </p>
    </Planned>
  );
}
