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

  it("gives the not-found page no canonical link", () => {
    expect(pageMeta(NOT_FOUND_PAGE).some((tag) => "rel" in tag)).toBe(false);
  });
});
