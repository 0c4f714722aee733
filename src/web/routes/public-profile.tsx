import { PROFILE_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { lazyComponent } from "../ui/lazy-component.tsx";

export const meta = () => clientPageMeta(PROFILE_PAGE);
export const handle = clientPageHandle(PROFILE_PAGE);

/**
 * Fetched as the page opens: every route's entry in the router's manifest, which every page
 * loads first, lists what its module imports, and a short list keeps the pages within budget.
 */
const Page = lazyComponent(
  () =>
    import("../features/public-profile/PublicProfilePage.tsx").then(
      (module) => module.PublicProfilePage,
    ),
  "Loading the profile…",
);

export default function PublicProfile() {
  return <Page.Component />;
}
