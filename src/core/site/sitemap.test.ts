import { describe, expect, it } from "vitest";
import { PAGES } from "./route-catalog.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemap.xml", () => {
  it("lists every public page of the route catalog by its absolute URL", () => {
    const xml = sitemapXml();
    for (const page of PAGES.filter((p) => p.path !== "/profile")) {
      const url =
        page.path === "/" ? "https://typetempo.app/" : `https://typetempo.app${page.path}`;
      expect(xml).toContain(`<loc>${url}</loc>`);
    }
    expect(xml).not.toContain("/profile<");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    // One URL a line.
    expect(xml).toContain("</loc></url>\n  <url><loc>https://typetempo.app/");
  });

  it("escapes the characters XML gives a meaning to", () => {
    expect(sitemapXml(["/a?b=1&c=<2>"])).toContain(
      "<loc>https://typetempo.app/a?b=1&amp;c=&lt;2&gt;</loc>",
    );
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the API and points them at the sitemap", () => {
    expect(robotsTxt()).toContain("Disallow: /api/");
    expect(robotsTxt()).toContain("Sitemap: https://typetempo.app/sitemap.xml");
  });
});
