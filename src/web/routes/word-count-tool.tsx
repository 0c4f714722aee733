import explanation from "../../../content/pages/how-words-are-counted.md";
import { TextAnalyzer } from "../features/analyzer/TextAnalyzer.tsx";
import { pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/word-count-tool";

export const meta = routeMeta;

/** Build time only: the explanation's text travels in the page, not in the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(request), explanationHtml: explanation };
}

export default function WordCountTool({ loaderData }: Route.ComponentProps) {
  return <TextAnalyzer explanationHtml={loaderData.explanationHtml} />;
}
