import { siteNavigation } from "../../core/site/navigation.ts";
import { PAGES } from "../../core/site/route-catalog.ts";

/**
 * The root's loader: the shell's navigation, from the route catalog. Like every loader here it
 * runs at build time only, so each prerendered page and the fallback of the pages drawn in the
 * browser carry the navigation, and the browser never downloads the catalog.
 */
export function navigationLoader() {
  return { navigation: siteNavigation(PAGES) };
}
