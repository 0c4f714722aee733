import { expect, test } from "@playwright/test";
import { fillSignIn, fillSignUp, newUser, openModal, signUpByApi } from "./account-helpers.ts";
import { leaderboardResponseSchema } from "../../src/core/api/leaderboard.ts";
import { SMOKE, waitForHydration } from "./fixtures.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { saveTimedResult } from "./result-helpers.ts";

test.describe("the auth modal", () => {
  test("opens from the side navigation, is labelled, switches modes and closes", async ({
    page,
  }) => {
    const dialog = await openModal(page, "Sign In");
    await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
    await expect(dialog.getByText("Minimum 6 characters")).toBeVisible();
    // The hint describes the password field; it is not part of its name.
    await expect(dialog.getByLabel("Password")).toHaveAccessibleName("Password");
    await expect(dialog.getByLabel("Password")).toHaveAccessibleDescription("Minimum 6 characters");
    await expect(dialog.getByLabel("Username")).toHaveCount(0);
    await expect(dialog.getByLabel("Email")).toBeFocused();

    await dialog.getByLabel("Email").fill("  someone@example.com  ");
    await expect(dialog.getByLabel("Email")).toHaveValue("someone@example.com");
    await dialog.getByLabel("Password").fill("nope-nope");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");

    await dialog.getByRole("button", { name: "Don't have an account? Create one" }).click();
    await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog.getByLabel("Username")).toBeVisible();
    await dialog.getByRole("button", { name: "Already have an account? Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();

    await expectNoViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Create Account" })
      .click();
    await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("shows each username rule's message", async ({ page }) => {
    await openModal(page, "Create Account");
    const user = newUser();
    for (const [username, message] of [
      ["ab", "Username must be at least 3 characters"],
      ["a".repeat(21), "Username must be at most 20 characters"],
      ["bad!name", "Username can only contain letters, numbers, underscores, and hyphens"],
    ]) {
      await fillSignUp(page, { ...user, username: username! });
      await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(message!);
    }
  });

  test("refuses a username somebody already has", async ({ page, request }) => {
    const existing = newUser("taken");
    await signUpByApi(request, existing);
    await openModal(page, "Create Account");
    await fillSignUp(page, { ...newUser(), username: existing.username.toUpperCase() });
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Username already taken");
  });

  test("says when the username cannot be checked", async ({ page }) => {
    await page.route("**/api/username-availability*", (route) => route.abort());
    await openModal(page, "Create Account");
    await fillSignUp(page, newUser());
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(
      "Failed to check username availability",
    );
  });

  // 'Signup failed' and 'Sign in failed' need an answer that signs nobody in, which the real
  // server never gives: AuthModal.test.ts checks those words.
  test("says 'An error occurred' when the server cannot be reached", async ({ page }) => {
    await page.route("**/api/auth/sign-in/email", (route) => route.abort());
    const dialog = await openModal(page, "Sign In");
    await fillSignIn(page, newUser());
    await expect(dialog.getByRole("alert")).toHaveText("An error occurred");
  });

  test("reads 'Please wait...' while busy", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await held;
      await route.continue();
    });
    await openModal(page, "Sign In");
    await fillSignIn(page, { email: "slow@example.com", password: "whatever" });
    await expect(page.getByRole("button", { name: "Please wait..." })).toBeDisabled();
    release();
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(
      "Invalid email or password",
    );
  });
});

test(
  "sign-up lands on the profile; sign-out and sign-in again",
  { tag: SMOKE },
  async ({ page }) => {
    const user = newUser();
    await openModal(page, "Create Account");
    await fillSignUp(page, user);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: user.username })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Sign In" })).toHaveCount(0);

    // The session survives a reload: it lives in an HttpOnly cookie.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: user.username })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveCount(0);

    await nav.getByRole("button", { name: "Sign In" }).click();
    await fillSignIn(page, user);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: user.username })).toBeVisible();
  },
);

test("signs in through the local OpenID Connect provider", async ({ page }) => {
  const dialog = await openModal(page, "Sign In");
  await dialog.getByRole("button", { name: "Continue with Local ID" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const heading = page.getByRole("heading", { name: /^Oidc_Typist\d*$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText("oidc.typist@example.com")).toBeVisible();

  // The provider vouches for the address, so the account is verified and its results rank.
  await expect(page.getByTestId("email-verified")).toHaveText("E-mail address verified");
  const saved = await saveTimedResult(page.request, {
    seconds: 600,
    difficulty: "hard",
    wpm: 97,
    seed: 16,
  });
  expect(saved).toMatchObject({ awaitingEmailVerification: false });
  const board = await page.request.get("/api/leaderboard?duration=600&difficulty=hard");
  const { rows } = leaderboardResponseSchema.parse(await board.json());
  expect(rows.find((row) => row.resultId === saved.id)?.username).toBe(await heading.textContent());
});
