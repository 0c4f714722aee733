import explanation from "../../../content/pages/keyboard-lag.md";
import { LagTest } from "../features/lag-test/LagTest.tsx";
import { Prose } from "../ui/Prose.tsx";
import { pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/lag-test";

export const meta = routeMeta;

/** Build time only: the explanation's text travels in the page, not in the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(request), explanationHtml: explanation };
}

export default function LagTestPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <LagTest />
      <Prose html={loaderData.explanationHtml} />
    </div>
  );
}
