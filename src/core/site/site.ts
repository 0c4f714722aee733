/** The brand lives here alone so a rename touches one file. */
export const SITE_NAME = "TypeTempo";
export const PRODUCT_NAME = "Typing Test";

/** Where the site is published; canonical links and the sitemap are built on it. */
export const SITE_ORIGIN = "https://typetempo.app";

/** The address people write to; also shown on the contact page. */
export const SUPPORT_EMAIL = "support@typetempo.app";

/** A page's browser title: its own words, then the site's name. */
export function withSite(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** The absolute URL of a path on the published site. */
export function canonicalUrl(path: string): string {
  return path === "/" ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`;
}
