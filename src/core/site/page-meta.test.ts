import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta.ts";
import { ARTICLES, HOME_PAGE, NOT_FOUND_PAGE, findPage, type PageEntry } from "./route-catalog.ts";

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
      { property: "og:image", content: "https://typetempo.app/og/site.png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      {
        property: "og:image:alt",
        content:
          "TypeTempo: Free Typing Test. Timed tests from 30 seconds to 10 minutes and passages of 300 to 2000 characters.",
      },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { property: "og:url", content: "https://typetempo.app/" },
      { tagName: "link", rel: "canonical", href: "https://typetempo.app/" },
    ]);
  });

  it("shows a test page's link preview with its own picture, and other pages with the site's", () => {
    const oneMinute = findPage("/1-minute")!;
    const image = (page: PageEntry) =>
      pageMeta(page)
        .filter((tag) => "property" in tag)
        .find((tag) => tag.property === "og:image")?.content;
    expect(image(oneMinute)).toBe("https://typetempo.app/og/1-minute.png");
    expect(pageMeta(oneMinute)).toContainEqual({
      property: "og:image:alt",
      content:
        "TypeTempo: 1 Minute Typing Test. See your words per minute, accuracy and every mistake.",
    });
    expect(image(findPage("/300-characters")!)).toBe("https://typetempo.app/og/300-characters.png");
    expect(image(ARTICLES[0]!)).toBe("https://typetempo.app/og/site.png");
    expect(image(NOT_FOUND_PAGE)).toBe("https://typetempo.app/og/site.png");
  });

  it("gives the not-found page no canonical link", () => {
    expect(pageMeta(NOT_FOUND_PAGE).some((tag) => "rel" in tag)).toBe(false);
  });
});
