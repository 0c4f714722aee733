import { RESULT_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { lazyComponent } from "../ui/lazy-component.tsx";

export const meta = () => clientPageMeta(RESULT_PAGE);
export const handle = clientPageHandle(RESULT_PAGE);

/**
 * Fetched as the page opens, as the public profile's is (public-profile.tsx): the router's
 * manifest, on every page's first load, lists each route module's imports, and this page's
 * long list cost every page about 115 bytes (gzipped) of a budget with less than that to spare.
 */
const Page = lazyComponent(
  () => import("../features/results/ResultPage.tsx").then((module) => module.ResultPage),
  "Loading the result…",
);

export default function Result() {
  return <Page.Component />;
}
