import { expect, test } from "@playwright/test";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration } from "./fixtures.ts";
import { passageText, racePage, typeLikeAPerson } from "./race-helpers.ts";

// Two typists type a whole passage at once, key by key: slow on a busy machine.
test.describe.configure({ timeout: 150_000 });

test("two signed-in typists race ranked, each sees their rating change, and their profile shows it", async ({
  browser,
}) => {
  const users = [newUser("ranked"), newUser("ranked")];
  const racers = await Promise.all(
    users.map((user) => racePage(browser, "/race", {}, (page) => signUpByApi(page.request, user))),
  );
  for (const { page } of racers) {
    await page.getByRole("main").getByLabel("Difficulty").selectOption("easy");
    await page.getByRole("button", { name: "Ranked race" }).click();
  }
  for (const { page } of racers) {
    await expect(page.getByTestId("ranked-note")).toContainText("Your rating: 1500 (provisional)");
    await expect(page.getByTestId("race-lane")).toHaveCount(2);
    await expect(page.getByLabel("Type the passage here")).toBeVisible({ timeout: 10_000 });
  }
  const [a, b] = racers as [(typeof racers)[0], (typeof racers)[0]];
  await expect(a.page.getByText(/^Ranked race · Easy/)).toBeVisible();
  const passage = await passageText(a.page);
  await Promise.all([typeLikeAPerson(a.page, passage, 21), typeLikeAPerson(b.page, passage, 4321)]);

  const changes: { rating: number; change: number }[] = [];
  for (const { page } of racers) {
    const said = page.getByTestId("rating-change");
    await expect(said).toHaveText(
      /^Your rating is now \d+ \(provisional\), [+−]\d+ from this race\.$/,
      { timeout: 10_000 },
    );
    const [, rating, sign, change] = (await said.textContent())!.match(
      /now (\d+) .*, ([+−])(\d+) from/,
    )!;
    changes.push({ rating: Number(rating), change: (sign === "+" ? 1 : -1) * Number(change) });
    // The standings show both racers' new ratings beside their places.
    const rows = page.getByTestId("race-standings").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(/1st.*\+\d+/);
    await expect(rows.nth(1)).toContainText(/2nd.*−\d+/);
  }
  // One won, one lost, by the same amount: two new typists move apart evenly.
  expect(changes.map((c) => Math.sign(c.change)).sort()).toEqual([-1, 1]);
  expect(changes[0]!.change + changes[1]!.change).toBe(0);
  await expectNoViolations(a.page);

  // The winner's public profile and the loser's own profile show the new ratings.
  for (const [i, path] of [
    [0, `/u/${users[0]!.username}`],
    [1, "/profile"],
  ] as const) {
    const { page } = racers[i]!;
    await page.goto(path);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Race rating" });
    await expect(section.getByTestId("race-rating-value")).toHaveText(
      `${changes[i]!.rating} (provisional)`,
    );
    const change = changes[i]!.change;
    await expect(section.getByTestId("rating-history").getByRole("listitem")).toHaveText([
      new RegExp(`${changes[i]!.rating} \\(${change > 0 ? "\\+" : "−"}${Math.abs(change)}\\)$`),
    ]);
  }
  await expectNoViolations(racers[1]!.page);
  for (const racer of racers) {
    racer.checkErrors();
    await racer.context.close();
  }
});

test("a guest is told ranked races are for signed-in typists", async ({ page }) => {
  await page.goto("/race");
  await waitForHydration(page);
  await expect(page.getByTestId("ranked-entry")).toContainText(
    "Ranked races are for signed-in typists: sign in to race ranked and get a rating.",
  );
  await page.getByRole("button", { name: "Sign in to race ranked" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
