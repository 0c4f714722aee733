import { type MetaTag, pageMeta } from "../../core/site/page-meta.ts";
import { findPage } from "../../core/site/route-catalog.ts";
import { normalizePath } from "../../core/site/page-headings.ts";

/**
 * The page a build-time loader runs for. The .data file that in-app navigation fetches is
 * prerendered with its suffix in the URL: '/1-minute.data', and '/_.data' for the home page.
 */
export function pagePath(request: Request): string {
  return normalizePath(new URL(request.url).pathname.replace(/(\/_)?\.data$/, ""));
}

/**
 * The page's title, description and social tags from the route catalog. Only loaders call
 * this, at build time, so each page's HTML and .data file carry its own tags and the browser
 * never downloads the catalog of every page.
 */
export function pageTags(request: Request): MetaTag[] {
  const path = pagePath(request);
  const page = findPage(path);
  if (!page) throw new Error(`${path} is not in the route catalog`);
  return pageMeta(page);
}

/** The loader of a page that needs nothing else at build time. */
export function metaLoader({ request }: { request: Request }) {
  return { meta: pageTags(request) };
}
