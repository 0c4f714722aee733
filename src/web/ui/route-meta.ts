import { NOT_FOUND_PAGE, findPage } from "../../core/route-catalog.ts";
import { pageMeta } from "../../core/page-meta.ts";

/** Each route module's `meta`: the catalog entry of the current path (SPEC §2 Shell). */
export function routeMeta({ location }: { location: { pathname: string } }) {
  return pageMeta(findPage(location.pathname) ?? NOT_FOUND_PAGE);
}
