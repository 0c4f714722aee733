import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta.ts";
import { ARTICLES, HOME_PAGE, NOT_FOUND_PAGE } from "./route-catalog.ts";

describe("pageMeta", () => {
  it("gives each page a canonical link and og:url on the site origin", () => {
    const article = ARTICLES[0]!;
    expect(pageMeta(article)).toEqual(
      expect.arrayContaining([
        { tagName: "link", rel: "canonical", href: `https://typetempo.app${article.path}` },
        { property: "og:url", content: `https://typetempo.app${article.path}` },
        { property: "og:type", content: "article" },
      ]),
    );
    expect(pageMeta(HOME_PAGE)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://typetempo.app/",
    });
  });

  it("describes a page to browsers, search engines and social sites, in this order", () => {
    const { title, description } = HOME_PAGE;
    expect(pageMeta(HOME_PAGE)).toEqual([
      { title },
      { name: "description", content: description },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "TypeTempo" },
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { property: "og:url", content: "https://typetempo.app/" },
      { tagName: "link", rel: "canonical", href: "https://typetempo.app/" },
    ]);
  });

  it("gives the not-found page no canonical link", () => {
    expect(pageMeta(NOT_FOUND_PAGE).some((tag) => "rel" in tag)).toBe(false);
  });
});
