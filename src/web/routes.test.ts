import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_PAGES, PAGES, ROUTES } from "../core/site/route-catalog.ts";
import routes from "./routes.ts";

const webDir = path.dirname(new URL(import.meta.url).pathname);

describe("the router's routes", () => {
  it("name a module that exists for every entry of the route catalog", () => {
    for (const { module } of ROUTES)
      expect(fs.existsSync(path.join(webDir, module)), module).toBe(true);
  });

  it("come one for one from the route catalog, in its order", () => {
    expect(routes.map((entry) => entry.file)).toEqual(ROUTES.map((entry) => entry.module));
    expect(
      routes.map((entry) => (entry.index ? "/" : entry.path === "*" ? "*" : `/${entry.path}`)),
    ).toEqual(ROUTES.map((entry) => entry.pattern));
  });

  it("cover every prerendered page, every page drawn in the browser and the not-found page", () => {
    const patterns = ROUTES.map((entry) => entry.pattern);
    for (const page of PAGES) expect(patterns).toContain(page.path);
    for (const page of CLIENT_PAGES) expect(patterns).toContain(page.pattern);
    expect(patterns.at(-1)).toBe("*");
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("keep the ids of the routes that share a module", () => {
    const ids = routes.map((entry) => entry.id).filter((id) => id !== undefined);
    expect(ids).toEqual(
      expect.arrayContaining([
        "timed-30",
        "timed-600",
        "length-300",
        "length-2000",
        "article-0",
        "article-2",
      ]),
    );
    expect(routes.find((entry) => entry.path === "1-minute")?.id).toBe("timed-60");
    expect(
      routes.find((entry) => entry.path === "blog/typetempo-typing-practice-platform")?.id,
    ).toBe("article-1");
  });
});
