import html from "../../../content/pages/privacy.md";
import { LegalPage } from "../features/content/LegalPage.tsx";
import { pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/privacy";

export const meta = routeMeta;

/** Build time only: the page's text travels in its HTML, not in the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(request), html };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" html={loaderData.html} />;
}
