import { expect, test } from "@playwright/test";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

test("a typist's public profile shows their bests, results and bio, is linked from the leaderboard, and hides once private", async ({
  page,
  browser,
}) => {
  // A verified sign-up, a ranked test, two browsers and an accessibility check.
  test.slow();
  const checkErrors = watchPageErrors(page);
  const typist = newUser("pp");
  await signUpVerifiedByApi(page.request, typist);
  const saved = await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 72 });

  // The typist writes their bio and keyboard on /profile.
  await page.goto("/profile");
  await waitForHydration(page);
  await page.getByLabel("Bio (up to 160 characters)").fill("  Ten fingers, no looking.  ");
  await page.getByLabel("Keyboard (up to 60 characters)").fill("Model M");
  await page.getByRole("button", { name: "Save public profile" }).click();
  await expect(page.getByText("Your public profile is saved.")).toBeVisible();
  await expect(page.getByLabel("Bio (up to 160 characters)")).toHaveValue(
    "Ten fingers, no looking.",
  );

  // A stranger finds them on the leaderboard and opens their profile from their name.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto("/leaderboard");
  await waitForHydration(stranger);
  await stranger.getByRole("link", { name: typist.username, exact: true }).click();
  await expect(stranger).toHaveURL(new RegExp(`/u/${typist.username}$`));
  await expect(stranger.getByRole("heading", { name: typist.username })).toBeVisible();
  await expect(stranger).toHaveTitle(`${typist.username}'s typing profile | TypeTempo`);
  await expect(stranger.getByTestId("profile-bio")).toHaveText("Ten fingers, no looking.");
  await expect(stranger.getByTestId("profile-keyboard")).toHaveText("Types on Model M");
  await expect(stranger.getByTestId("profile-tests")).toHaveText("1");
  await expect(stranger.getByTestId("profile-best")).toHaveText("72.0");
  const bests = stranger.getByRole("region", { name: "Personal Bests" });
  await expect(bests.getByRole("link", { name: "72.0 WPM: open this result" })).toHaveAttribute(
    "href",
    `/results/${saved.id}`,
  );
  const recent = stranger.getByTestId("profile-recent-results");
  await expect(recent.getByRole("link", { name: /^Watch the replay of 72.0 WPM/ })).toHaveAttribute(
    "href",
    `/replay/${saved.id}`,
  );
  await expect(stranger.getByTestId("profile-active-days")).toHaveText(
    "Tests on 1 day in the last year",
  );
  await expectNoViolations(stranger);

  // Link previews run no script: the server writes the profile's picture into the page.
  const html = await (await stranger.request.get(`/u/${typist.username}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`/u/${typist.username}/card.png$`));
  expect((await stranger.request.get(image!)).headers()["content-type"]).toBe("image/png");

  // The typist makes the profile private: the stranger gets the not-found page, they do not.
  await page.getByRole("switch", { name: /^Keep my profile private/ }).click();
  await page.getByRole("button", { name: "Save public profile" }).click();
  await expect(page.getByText("Your public profile is saved.")).toBeVisible();
  const hidden = await stranger.goto(`/u/${typist.username}`);
  expect(hidden?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Profile not found" })).toBeVisible();
  await expect(stranger.getByTestId("profile-bio")).toHaveCount(0);
  await expectNoViolations(stranger);
  await strangerContext.close();

  await page.getByRole("link", { name: `/u/${typist.username}` }).click();
  await expect(page.getByText("Only you can see this profile; it is private.")).toBeVisible();
  await expect(page.getByTestId("profile-bio")).toHaveText("Ten fingers, no looking.");
  checkErrors();
});
