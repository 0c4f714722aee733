import { useRouteLoaderData } from "react-router";
import type { SiteNavigation } from "../../core/site/navigation.ts";
import type { navigationLoader } from "./navigation-loader.ts";

/** The site's navigation, as the root's build-time loader took it from the route catalog. */
export function useSiteNavigation(): SiteNavigation {
  const data = useRouteLoaderData<typeof navigationLoader>("root");
  if (!data) throw new Error("The root route's navigation is missing");
  return data.navigation;
}
