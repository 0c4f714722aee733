import type { PageEntry } from "./route-catalog.ts";
import { SITE_NAME } from "./site.ts";

export type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** The browser title, description and social metadata one page sets (SPEC §2 Shell). */
export function pageMeta(page: PageEntry): MetaTag[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.kind === "article" ? "article" : "website" },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}
