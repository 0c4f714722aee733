import { NOT_FOUND_PATH } from "./not-found-page.ts";
import type { ClientPage } from "./client-pages.ts";
import type { CatalogPage, PageEntry } from "./route-catalog.ts";
import { SITE_NAME, canonicalUrl } from "./site.ts";
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImageFor } from "./social-image.ts";

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

/** Title, description, social metadata and canonical URL of one page (product 'Shell'). */
export function pageMeta(page: PageEntry & Pick<CatalogPage, "heading">): MetaTag[] {
  const image = socialImageFor(page);
  const tags: MetaTag[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.kind === "article" ? "article" : "website" },
    { property: "og:site_name", content: SITE_NAME },
    // Absolute, as link previews are fetched without the page's address to resolve against.
    { property: "og:image", content: canonicalUrl(image.path) },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  // The not-found page answers many addresses and is the canonical version of none.
  if (page.path === NOT_FOUND_PATH) return tags;
  const url = canonicalUrl(page.path);
  return [
    ...tags,
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

/** A browser-drawn page's title and description; it has no one canonical address to share. */
export function clientPageMeta(page: ClientPage): MetaTag[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
  ];
}
