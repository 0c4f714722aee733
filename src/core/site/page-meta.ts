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

/** What a link preview shows of a page: its title, description and picture. */
export interface Preview {
  title: string;
  description: string;
  type: "article" | "website" | "profile";
  /** Absolute, as link previews are fetched without the page's address to resolve against. */
  imageUrl: string;
  imageAlt: string;
}

/** Title, description and the social sites' tags for them, in the order pages carry them. */
export function previewTags({ title, description, type, imageUrl, imageAlt }: Preview): MetaTag[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Title, description, social metadata and canonical URL of one page (product 'Shell'). */
export function pageMeta(page: PageEntry & Pick<CatalogPage, "heading">): MetaTag[] {
  const image = socialImageFor(page);
  const tags = previewTags({
    title: page.title,
    description: page.description,
    type: page.kind === "article" ? "article" : "website",
    imageUrl: canonicalUrl(image.path),
    imageAlt: image.alt,
  });
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
