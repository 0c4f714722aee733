import type { MetaTag } from "../../core/site/page-meta.ts";

/**
 * Each route module's `meta`: the tags its loader took from the route catalog at build time
 * (product 'Shell'), also after in-app navigation, which fetches them with the page's data.
 */
export function routeMeta({ loaderData }: { loaderData: { meta: MetaTag[] } | undefined }) {
  return loaderData?.meta ?? [];
}
