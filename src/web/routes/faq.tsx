import html from "../../../content/pages/faq.md";
import { Prose } from "../features/content/Prose.tsx";
import { routeMeta } from "../ui/route-meta.ts";
import type { Route } from "./+types/faq";

export const meta = routeMeta;

/** Build time only: the page's text travels in its HTML, not in the JavaScript. */
export function loader() {
  return { html };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <Prose html={loaderData.html} />;
}
