import { PAGES, type PageEntry } from "./route-catalog.ts";
import { SITE_ORIGIN, canonicalUrl } from "./site.ts";

/** Pages worth a search engine's time: everything public except the signed-in-only profile. */
export function indexablePages(): PageEntry[] {
  return PAGES.filter((page) => page.path !== "/profile");
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * sitemap.xml, from the route catalog, so a new route is listed without extra work; `paths`
 * are the indexable pages' unless given.
 */
export function sitemapXml(
  paths: readonly string[] = indexablePages().map((page) => page.path),
): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(canonicalUrl(path))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/** robots.txt: crawl the pages, not the API or the profile, and find the sitemap. */
export function robotsTxt(): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /profile

Sitemap: ${SITE_ORIGIN}/sitemap.xml
`;
}
