import { expect, test } from "@playwright/test";
import { ARTICLES } from "../../src/core/site/route-catalog.ts";
import { PHONE, watchPageErrors, waitForHydration } from "./fixtures.ts";

test.describe("contact form", () => {
  test("shows the sending state, then a thank-you, and resets the form", async ({ page }) => {
    const assertNoErrors = watchPageErrors(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "support@typetempo.app" })).toBeVisible();
    await expect(page.getByText("Mon-Fri 9AM-6PM EST")).toBeVisible();
    await expect(page.getByText("We respond within 24 hours.")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Passage typo");
    await page
      .getByLabel("Message", { exact: true })
      .fill("The third hard passage says 'teh' instead of 'the'.");
    const send = page.getByRole("button", { name: "Send Message" });
    const started = Date.now();
    await send.click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
    await expect(page.getByText(/Thank you for your message!/)).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    for (const field of ["Name", "Email", "Subject", "Message"]) {
      await expect(page.getByLabel(field, { exact: true })).toHaveValue("");
    }
    await expect(send).toBeVisible();
    assertNoErrors();
  });

  test("requires every field before sending", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    for (const field of ["Name", "Email", "Subject", "Message"]) {
      await expect(page.getByLabel(field, { exact: true })).toHaveAttribute("required", "");
    }
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toHaveCount(0);
    await expect(page.getByText(/Thank you/)).toHaveCount(0);
  });

  test("shows the server's reason when it refuses the message and keeps the text", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill("Ada");
    // The browser accepts a dotless domain; the server does not.
    await page.getByLabel("Email", { exact: true }).fill("ada@localhost");
    await page.getByLabel("Subject", { exact: true }).fill("Hello");
    await page.getByLabel("Message", { exact: true }).fill("A message worth keeping.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email must be a valid e-mail address.");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "A message worth keeping.",
    );
  });
});

test.describe("newsletter", () => {
  test("subscribes an address and confirms a repeat the same way", async ({ page }) => {
    const assertNoErrors = watchPageErrors(page);
    await page.goto("/blog");
    await waitForHydration(page);
    const email = page.getByLabel("Email address");
    await expect(email).toHaveAttribute("type", "email");
    for (const address of ["reader@example.com", "READER@example.com"]) {
      await email.fill(address);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Thanks for subscribing!", { exact: false })).toBeVisible();
      await expect(email).toHaveValue("");
    }
    assertNoErrors();
  });
});

test("the newsletter box explains an address the server refuses", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill("reader@localhost");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email must be a valid e-mail address.");
  await expect(page.getByLabel("Email address")).toHaveValue("reader@localhost");
});

test.describe("blog", () => {
  test("the index shows three featured articles, three resources and the newsletter", async ({
    page,
  }) => {
    await page.goto("/blog");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveCount(3);
    for (const name of ["How to Type", "Take a Typing Test", "Global Rankings"]) {
      await expect(main.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Get new articles by e-mail" })).toBeVisible();
  });

  test("an article opens from the index, links to tests and leads back", async ({ page }) => {
    const article = ARTICLES[1]!;
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: "TypeTempo as a Typing Practice Platform" }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await expect(page).toHaveTitle(article.title);
    await expect(
      page.getByRole("heading", { level: 1, name: "TypeTempo as a Typing Practice Platform" }),
    ).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: "1 minute", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/1-minute$/);
    await page.goBack();
    await page.getByRole("link", { name: "Back to Articles" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle("Typing Tips & Articles | TypeTempo");
  });

  test("Share Article hands the title and address to the device's share sheet", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      navigator.share = async (data?: ShareData) => {
        calls.push(data ?? {});
      };
    });
    const article = ARTICLES[0]!;
    await page.goto(article.path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share Article" }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
    );
    expect(calls).toEqual([
      {
        title: "Typing Test Strategies for Digital Nomads",
        url: expect.stringMatching(new RegExp(`${article.path}$`)),
      },
    ]);
  });

  test("Share Article copies the link where there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    const article = ARTICLES[2]!;
    await page.goto(article.path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${article.path}$`),
    );
  });
});

test("sitemap.xml lists the pages and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  expect(await sitemap.text()).toContain(`<loc>https://typetempo.app${ARTICLES[0]!.path}</loc>`);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap: https://typetempo.app/sitemap.xml");
});

test("home links both test groups and the explore cards, races and practice first", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Time-based tests" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Character-based tests" })).toBeVisible();
  for (const path of ["/leaderboard", "/profile", "/help", "/word-count-tool", "/faq", "/about"]) {
    await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  // Races and practice are there too, not only in the menu (issue 33).
  await expect(main).toContainText("Race other typists live, or practise the keys");
  await expect(main.getByRole("link", { name: /^Typing Race/ })).toHaveAttribute("href", "/race");
  await expect(main.getByRole("link", { name: /^Practice/ })).toHaveAttribute("href", "/practice");
});

test.describe("at phone width", () => {
  test.use(PHONE);

  test("the content pages fit the screen without sideways scrolling", async ({ page }) => {
    const paths = ["/help", "/faq", "/word-count-tool", "/about", "/terms", "/privacy", "/contact"];
    for (const path of [...paths, ...ARTICLES.map((article) => article.path)]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
