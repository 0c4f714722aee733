import html from "../../../content/pages/privacy.md";
import { LegalPage } from "../features/content/LegalPage.tsx";
import { routeMeta } from "../ui/route-meta.ts";
import type { Route } from "./+types/privacy";

export const meta = routeMeta;

/** Build time only: the page's text travels in its HTML, not in the JavaScript. */
export function loader() {
  return { html };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" html={loaderData.html} />;
}
