import { type MetaTag, pageMeta } from "../../core/site/page-meta.ts";
import {
  type ShellHeading,
  findPage,
  normalizePath,
  shellHeading,
} from "../../core/site/route-catalog.ts";

/**
 * The page a build-time loader runs for. The .data file that in-app navigation fetches is
 * prerendered with its suffix in the URL: '/1-minute.data', and '/_.data' for the home page.
 */
export function pagePath(request: Request): string {
  return normalizePath(new URL(request.url).pathname.replace(/(\/_)?\.data$/, ""));
}

/**
 * The page's title, description and social tags, and the shell's heading, from the route
 * catalog. Only loaders call this, at build time, so each page's HTML and .data file carry
 * its own and the browser never downloads the catalog of every page.
 */
export function pageHead(request: Request): { meta: MetaTag[]; heading: ShellHeading } {
  const path = pagePath(request);
  const page = findPage(path);
  if (!page) throw new Error(`${path} is not in the route catalog`);
  return { meta: pageMeta(page), heading: shellHeading(page) };
}

/** The loader of a page that needs nothing else at build time. */
export function metaLoader({ request }: { request: Request }) {
  return pageHead(request);
}
