import { type Browser, expect, test } from "@playwright/test";
import { type E2eUser, newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

/** A typist with one ranked minute at `wpm`, saved from a browser context of their own. */
async function typistWithBest(browser: Browser, prefix: string, wpm: number): Promise<E2eUser> {
  const context = await browser.newContext();
  const user = newUser(prefix);
  await signUpVerifiedByApi(context.request, user);
  await saveTimedResult(context.request, { seconds: 60, difficulty: "medium", wpm });
  await context.close();
  return user;
}

test("a typist follows another from their profile, ranks among those they follow, sees their best on /profile, and unfollows", async ({
  page,
  browser,
}) => {
  // Three verified sign-ups with a ranked test each, and accessibility checks on three pages.
  test.slow();
  const checkErrors = watchPageErrors(page);
  const bob = await typistWithBest(browser, "fb", 88);
  const cy = await typistWithBest(browser, "fc", 77);
  const ann = newUser("fa");
  await signUpVerifiedByApi(page.request, ann);
  await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 66 });

  // Ann follows Bob from his profile.
  await page.goto(`/u/${bob.username}`);
  await waitForHydration(page);
  await expect(page.getByTestId("profile-follows")).toHaveText("0 followers · 0 following");
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  const followingButton = page.getByRole("button", { name: "Following", exact: true });
  await expect(followingButton).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("profile-follows")).toHaveText("1 follower · 0 following");
  await expectNoViolations(page);
  // Still followed once the page is opened again; her own profile has no button.
  await page.reload();
  await expect(followingButton).toHaveAttribute("aria-pressed", "true");
  await page.goto(`/u/${ann.username}`);
  await expect(page.getByTestId("profile-follows")).toHaveText("0 followers · 1 following");
  await expect(page.getByRole("button", { name: /^Follow/ })).toHaveCount(0);

  // The leaderboard's Following view ranks Bob and Ann, and not Cy.
  await page.goto("/leaderboard?duration=60&difficulty=medium");
  await waitForHydration(page);
  await expect(page.getByTestId("row-user").filter({ hasText: cy.username }).first()).toBeVisible();
  await page.getByLabel("Typists").selectOption("following");
  await expect(page).toHaveURL(/[?&]following=true/);
  await expect(page.getByLabel("Duration", { exact: true })).toHaveValue("60");
  const rows = page.getByRole("region", { name: "Rankings", exact: true }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId("row-user")).toHaveText(bob.username);
  await expect(rows.nth(1).getByTestId("row-user")).toHaveText(ann.username);
  await expect(rows.nth(0).getByRole("cell").first()).toHaveText("1");
  await expect(rows.nth(1).getByRole("cell").first()).toHaveText("2");
  await expect(page.getByRole("columnheader", { name: "Global rank" })).toBeVisible();
  // Their places on the whole board keep Bob ahead of Ann, with Cy and others between.
  const global = async (row: number) =>
    Number(await rows.nth(row).getByRole("cell").last().textContent());
  expect(await global(0)).toBeGreaterThanOrEqual(1);
  expect(await global(1)).toBeGreaterThan(await global(0));
  await expectNoViolations(page);

  // /profile lists Bob with his best.
  await page.goto("/profile");
  const following = page.getByRole("region", { name: "Following" });
  const bobRow = following.getByRole("row", { name: new RegExp(bob.username) });
  await expect(bobRow.getByRole("link", { name: bob.username, exact: true })).toHaveAttribute(
    "href",
    `/u/${bob.username}`,
  );
  await expect(bobRow.getByRole("link", { name: /^88\.0 WPM/ })).toBeVisible();
  await expect(bobRow).toContainText("1 Minute · Medium");
  await expectNoViolations(page);

  // Ann unfollows Bob: he leaves the Following view and her list.
  await page.goto(`/u/${bob.username}`);
  await followingButton.click();
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("profile-follows")).toHaveText("0 followers · 0 following");
  await page.goto("/leaderboard?duration=60&difficulty=medium&following=true");
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).getByTestId("row-user")).toHaveText(ann.username);
  await expect(page.getByTestId("following-note")).toContainText("You follow no one yet.");
  await page.goto("/profile");
  await expect(page.getByTestId("following-empty")).toContainText("You follow no one yet.");
  checkErrors();
});

test("a signed-out visitor is asked to sign in to follow, and sees no Following view", async ({
  page,
  browser,
}) => {
  const bob = await typistWithBest(browser, "fs", 55);
  await page.goto(`/u/${bob.username}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();

  await page.goto("/leaderboard");
  await waitForHydration(page);
  await expect(page.getByLabel("Duration", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Typists")).toHaveCount(0);

  // A shared link to the Following view asks them to sign in, and leads back to everyone.
  await page.goto("/leaderboard?following=true");
  await waitForHydration(page);
  await expect(
    page.getByText("Sign in to see where you stand among the typists you follow."),
  ).toBeVisible();
  await page.getByLabel("Typists").selectOption("everyone");
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole("region", { name: "Rankings", exact: true })).toBeVisible();
});
