import { type Response, expect, test } from "@playwright/test";
import { JS_BUDGET_KB, builtSite } from "../../bench/lib/first-load.ts";
import { PRERENDERED_PATHS } from "../../src/core/site/route-catalog.ts";
import { watchPageErrors, waitForHydration } from "./fixtures.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

test("a first visit gets the page, scripts and styles in brotli, and the assets for a year", async ({
  page,
  baseURL,
}) => {
  const assertNoErrors = watchPageErrors(page);
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(baseURL!)) responses.push(response);
  });
  await page.goto("/1-minute");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 Minute Typing Test");

  const loaded = responses.filter((r) =>
    ["document", "script", "stylesheet"].includes(r.request().resourceType()),
  );
  expect(loaded.length).toBeGreaterThan(3);
  for (const response of loaded) {
    const headers = await response.allHeaders();
    const decoded = (await response.body()).length;
    // Below 1 kB a file goes out as it is; everything larger comes as the build's brotli copy.
    if (decoded >= 1024) expect(headers["content-encoding"], response.url()).toBe("br");
    expect(headers.vary?.toLowerCase(), response.url()).toContain("accept-encoding");
    if (response.request().resourceType() === "document") {
      // A typing page is sent with its own test and token (src/server/typing-tests/early.ts):
      // no cache may keep it. Other pages are revalidated (delivery.test.ts).
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers.link).toMatch(/^<\/assets\/root-[\w-]+\.css>; rel=preload; as=style$/);
    } else {
      expect(headers["cache-control"], response.url()).toBe(IMMUTABLE);
    }
  }
  assertNoErrors();
});

// The figures, with each route's CSS and what a first visit transfers, are npm run bench:pages.
test(`no page's first load carries more than ${JS_BUDGET_KB} kB of gzipped JavaScript`, () => {
  const site = builtSite(process.env.WEB_ROOT ?? "build/client");
  const over = PRERENDERED_PATHS.map(site.firstLoad)
    .map((page) => ({ page: page.path, kB: site.sum(page.js) / 1024 }))
    .filter(({ kB }) => kB > JS_BUDGET_KB);
  expect(over).toEqual([]);
});
