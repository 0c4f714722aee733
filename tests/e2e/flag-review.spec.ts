import { expect, test } from "@playwright/test";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { backdateServedTests, pauseSoon } from "./clocked-typing.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { MODERATOR } from "./moderator.ts";
import { flaggedResult } from "./result-helpers.ts";

/**
 * A flagged result as its typist meets it (product 'Results you can trust'): no personal best,
 * and a way to ask a moderator for a review, which reaches the moderators' list.
 */

test("a flagged test's results panel announces no personal best and offers a review", async ({
  page,
}) => {
  const checkErrors = watchPageErrors(page);
  await signUpVerifiedByApi(page.request, newUser("disputer"));
  // The half minute passes on the page's clock, and the server takes it as passed.
  await page.clock.install();
  await backdateServedTests(page);
  await page.goto("/30-seconds");
  await waitForHydration(page);
  const box = page.getByLabel("Type the passage here");
  await expect(box).toBeFocused();
  await pauseSoon(page);
  // The whole passage at once, as a paste would put it.
  await page.keyboard.insertText((await page.locator("#passage-text").textContent()) ?? "");
  await page.clock.runFor(30_500);
  await page.clock.resume();
  await expect(page.getByTestId("save-status")).toHaveText(
    /^Result saved to your profile\. It is kept off the leaderboard: .*text was pasted/,
  );
  // The typist's first result, which would be a personal best were it not flagged.
  await expect(page.getByTestId("personal-best")).toHaveText("");

  await page.getByRole("button", { name: "Ask for a review" }).click();
  const note = page.getByLabel("A note for the moderator (optional)");
  await expect(note).toBeFocused();
  await note.fill("My keyboard's text expander typed the long words.");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByTestId("review-status")).toHaveText(
    "Review requested. A moderator will watch this result's replay; it stays off the " +
      "leaderboard until then.",
  );
  checkErrors();
});

test("a typist asks for a review from the result's page, once, and moderators see it with the replay", async ({
  page,
  browser,
}) => {
  const checkErrors = watchPageErrors(page);
  const typist = newUser("appeal");
  await signUpVerifiedByApi(page.request, typist);
  const saved = await flaggedResult(page.request);

  await page.goto(`/results/${saved.id}`);
  await waitForHydration(page);
  await expect(page.getByText(/^Kept off the leaderboard: .*text was pasted/)).toBeVisible();
  await page.getByRole("button", { name: "Ask for a review" }).click();
  await page.getByLabel("A note for the moderator (optional)").fill("I use a chorded keyboard.");
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByTestId("review-status")).toHaveText(/^Review requested\./);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("review-status")).toHaveText(
    /^You asked for a review on .+\. It stays off the leaderboard until a moderator has looked at it\.$/,
  );
  await expect(page.getByRole("button", { name: "Ask for a review" })).toHaveCount(0);
  // A second request is refused in words the page would show.
  const again = await page.request.post(`/api/results/${saved.id}/appeal`, { data: {} });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe("You have already asked for a review of this result.");
  checkErrors();

  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  const signIn = await moderator.request.post("/api/auth/sign-in/email", {
    data: { email: MODERATOR.email, password: MODERATOR.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await moderator.goto("/admin");
  await waitForHydration(moderator);
  await moderator.getByRole("button", { name: "Review asked for" }).click();
  const row = moderator.locator(`tr[data-result-id="${saved.id}"]`);
  await expect(row).toContainText(typist.username);
  await expect(row).toContainText("Flagged");
  await expect(row).toContainText("Typist asked for a review on");
  await expect(row).toContainText("“I use a chorded keyboard.”");
  await expect(row.getByRole("link", { name: `Replay #${saved.id}` })).toHaveAttribute(
    "href",
    `/replay/${saved.id}`,
  );
  await moderatorContext.close();
});
