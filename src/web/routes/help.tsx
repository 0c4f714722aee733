import html from "../../../content/pages/help.md";
import { Prose } from "../ui/Prose.tsx";
import { pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/help";

export const meta = routeMeta;

/** Build time only: the page's text travels in its HTML, not in the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(request), html };
}

export default function Help({ loaderData }: Route.ComponentProps) {
  return <Prose html={loaderData.html} />;
}
