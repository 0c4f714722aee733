import { type Page, expect, test } from "@playwright/test";
import { type E2eUser, fillSignIn, newUser, signUpByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

const input = (page: Page) => page.getByLabel("Type the passage here");

/** Types a 300-character test to its end in one go: saved when signed in, though not ranked. */
async function typeTest(page: Page) {
  await page.goto("/300-characters");
  await waitForHydration(page);
  await expect(input(page)).toBeFocused();
  await page.keyboard.insertText((await page.locator("#passage-text").textContent()) ?? "");
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
}

/** Presses Copy link, accepts its alert and answers what it copied. */
async function copyLink(page: Page): Promise<string> {
  const alert = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole("button", { name: "Copy link" }).click();
  expect(await alert).toBe("Link copied to clipboard!");
  return page.evaluate(() => navigator.clipboard.readText());
}

const RESULT_LINK = /^http:\/\/[^/]+\/results\/(\d+)$/;

test("a saved result's links open its public page for anyone, with its own link preview", async ({
  page,
  context,
  browser,
}) => {
  // A sign-up, a test, and a second browser with an accessibility check.
  test.slow();
  const checkErrors = watchPageErrors(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const typist: E2eUser = newUser("sharer");
  await signUpByApi(page.request, typist);
  await typeTest(page);
  await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
  const wpm = (await page.getByTestId("result-wpm").textContent())!;

  const link = await copyLink(page);
  expect(link).toMatch(RESULT_LINK);
  const share = page.getByRole("region", { name: "Share Your Achievement" });
  await expect(share.getByTestId("share-target")).toHaveText(
    "Links you share open your result's own page.",
  );
  // The network buttons share the same address, with the score in the text.
  await page.evaluate(() => {
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string }).opened = String(url);
      return null;
    };
  });
  await share.getByRole("button", { name: "Share on X" }).click();
  const intent = new URL(
    await page.evaluate(() => (window as unknown as { opened: string }).opened),
  );
  expect(intent.searchParams.get("url")).toBe(link);
  expect(intent.searchParams.get("text")).toMatch(new RegExp(`^I just typed ${wpm} WPM`));
  checkErrors();

  // Link previews run no script: the page's HTML names the result's own picture.
  const html = await (await page.request.get(link)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toBe(`${link}/card.png`);
  expect(html).toContain(`<meta property="og:title" content="${typist.username} typed ${wpm} WPM`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const picture = await page.request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");

  // A stranger, signed out, opens the link.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const checkStrangerErrors = watchPageErrors(stranger);
  await stranger.goto(link);
  await waitForHydration(stranger);
  await expect(
    stranger.getByRole("heading", { name: `${typist.username}'s result` }),
  ).toBeVisible();
  await expect(stranger.getByTestId("result-wpm")).toHaveText(wpm);
  await expect(stranger.getByTestId("result-test")).toHaveText("300 Characters · Medium");
  await expect(stranger.getByTestId("result-standing")).toHaveText(
    "Not ranked: TypeTempo's checks kept this result off the leaderboard.",
  );
  await expect(stranger).toHaveTitle(`${typist.username} typed ${wpm} WPM | TypeTempo`);
  await expect(
    stranger.getByRole("link", { name: "Take the 300 Characters test, medium" }),
  ).toHaveAttribute("href", "/300-characters");
  await expectNoViolations(stranger);
  checkStrangerErrors();
  await strangerContext.close();
});

test("a typist who keeps their results private hides them from others, not from themselves", async ({
  page,
  browser,
}) => {
  // A sign-up, the profile, and the result's page in two browsers.
  test.slow();
  await signUpByApi(page.request, newUser("private"));
  const saved = await saveTimedResult(page.request, { seconds: 30, difficulty: "easy", wpm: 45 });
  await page.goto("/profile");
  await waitForHydration(page);
  await page.getByRole("switch", { name: /^Keep my results private/ }).click();
  await expect(page.getByText("Your results are private now.")).toBeVisible();

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const hidden = await stranger.goto(`/results/${saved.id}`);
  expect(hidden?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Result not found" })).toBeVisible();
  await expect(stranger).toHaveTitle("Result Not Found | TypeTempo");
  expect((await stranger.request.get(`/results/${saved.id}/card.png`)).status()).toBe(404);
  await strangerContext.close();

  const own = await page.goto(`/results/${saved.id}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible();
  await expect(
    page.getByText(/^Only you can see this page: your results are private\./),
  ).toBeVisible();
  // The typist sees the whole of it, as the results panel explained it.
  await expect(page.getByRole("heading", { name: "Mistakes" })).toBeVisible();
});

test("a run typed signed out gets its result's link once signing in saves it", async ({
  page,
  context,
  request,
}) => {
  // A sign-up, a test, and the sign-in dialog, whose code loads on first use.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The account exists already, made elsewhere; this browser is signed out.
  const typist = newUser("later");
  await signUpByApi(request, typist);
  await typeTest(page);
  // Until it is saved, the links are the page's own address.
  expect(await copyLink(page)).toMatch(/\/300-characters$/);

  await page.getByRole("button", { name: "Sign in to save your result" }).click();
  await fillSignIn(page, typist);
  await expect(page.getByRole("dialog")).toBeHidden();
  // As the specification says, signing in opens the profile, which greets the typist with the
  // run just saved and links to its page, where the links are the result's own.
  await expect(page).toHaveURL(/\/profile$/);
  const greeting = page.getByRole("region", { name: "Your result is saved to your profile" });
  await greeting.getByRole("link", { name: "See this result" }).click();
  await expect(page).toHaveURL(RESULT_LINK);
  expect(await copyLink(page)).toBe(page.url());
});
