import { type Page, expect, test } from "@playwright/test";
import { leaderboardResponseSchema } from "../../src/core/api/leaderboard.ts";
import { saveResultResponseSchema } from "../../src/core/api/results.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../support/server-process.ts";
import { newUser } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import {
  SIXTY_WPM_TYPIST,
  backdateServedTests,
  pauseSoon,
  typeOnPausedClock,
} from "./clocked-typing.ts";
import { waitForHydration } from "./fixtures.ts";
import { type MailedServer, firstLink, startMailedServer } from "./mail-server.ts";

let mailed: MailedServer;

test.describe.configure({ mode: "serial", timeout: PROCESS_TEST_TIMEOUT_MS });

test.beforeAll(async () => {
  test.setTimeout(PROCESS_TEST_TIMEOUT_MS);
  mailed = await startMailedServer();
});

test.afterAll(async () => {
  await mailed?.stop();
});

test("sign-up mails a verification link; the profile sends it again, and the link verifies", async ({
  page,
}) => {
  const { server, sink } = mailed;
  const user = newUser("verify");
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Create Account", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  const first = sink.next(user.email);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByLabel("Username").fill(user.username);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);
  const welcome = await first;
  expect(welcome.parsed.subject).toBe("Verify your e-mail address for TypeTempo");

  const line = page.getByTestId("email-unverified");
  await expect(line).toContainText("Verify your e-mail address");
  await expectNoViolations(page);
  const second = sink.next(user.email);
  await line.getByRole("button", { name: "Send the link again" }).click();
  await expect(line.getByRole("status")).toHaveText("Sent. Check your inbox.");
  const link = firstLink((await second).parsed.text);
  expect(link.startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);

  await page.goto(link);
  await expect(page).toHaveURL(`${server.url}/profile?email=verified`);
  await expect(page.getByTestId("email-verified")).toHaveText("E-mail address verified");
  await expect(page.getByTestId("email-unverified")).toHaveCount(0);
  await expectNoViolations(page);
});

const rankedIds = async (page: Page, url: string) =>
  leaderboardResponseSchema
    .parse(await (await page.request.get(`${url}/api/leaderboard?duration=30`)).json())
    .rows.map((row) => row.resultId);

test("an unverified typist's result is saved but waits for the address, then ranks without typing it again", async ({
  page,
}) => {
  const { server, sink } = mailed;
  const user = newUser("rank");
  const mailed1 = sink.next(user.email);
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { ...user, name: user.username },
  });
  expect(signUp.status()).toBe(200);
  const link = firstLink((await mailed1).parsed.text);

  // The half minute passes on the page's clock, and the server takes it as passed.
  await page.clock.install();
  await backdateServedTests(page);
  await page.goto(`${server.url}/30-seconds`);
  await waitForHydration(page);
  const response = page.waitForResponse(
    (r) => r.url().endsWith("/api/results") && r.request().method() === "POST",
  );
  await pauseSoon(page);
  await typeOnPausedClock(page, SIXTY_WPM_TYPIST);
  await page.clock.resume();
  const saved = saveResultResponseSchema.parse(await (await response).json());
  expect(saved).toMatchObject({ verification: "verified", awaitingEmailVerification: true });
  const line = page.getByTestId("save-status");
  await expect(line).toContainText(
    `Result saved to your profile. Verify your e-mail address to rank: this result joins the leaderboard once you open the link we sent to ${user.email}.`,
  );
  await expect(line.getByRole("button", { name: "Send the link again" })).toBeVisible();
  await expectNoViolations(page);
  expect(await rankedIds(page, server.url)).not.toContain(saved.id);

  await page.goto(`${server.url}/profile`);
  await expect(page.getByTestId("email-unverified")).toContainText(
    "Verify your e-mail address to rank on the leaderboard",
  );

  await page.goto(link);
  await expect(page.getByTestId("email-verified")).toHaveText("E-mail address verified");
  expect(await rankedIds(page, server.url)).toContain(saved.id);
});

test("the e-mail address changes only from the link mailed to the new one", async ({
  page,
  browser,
}) => {
  const { server, sink } = mailed;
  const user = newUser("move");
  const verification = sink.next(user.email);
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { ...user, name: user.username },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(firstLink((await verification).parsed.text));
  await expect(page.getByTestId("email-verified")).toBeVisible();
  await waitForHydration(page);

  const newEmail = `moved.${user.email}`;
  const change = sink.next(newEmail);
  const notice = sink.next(user.email);
  const settings = page.getByRole("region", { name: "Your data and account" });
  await settings.getByLabel("New e-mail address").fill(newEmail);
  await settings.getByRole("button", { name: "Change e-mail" }).click();
  await expect(settings.getByRole("status")).toHaveText(
    `Open the link we sent to ${newEmail} to confirm it. Until then your address stays ${user.email}.`,
  );
  await expectNoViolations(page);

  const changeMail = (await change).parsed;
  expect(changeMail.subject).toBe("Confirm your new e-mail address for TypeTempo");
  expect(changeMail.html).toContain("Confirm your new address</a>");
  const noticeMail = (await notice).parsed;
  expect(noticeMail.subject).toBe("Your TypeTempo e-mail address is being changed");
  expect(noticeMail.text).toContain(newEmail);

  // Until the link is opened, the old address is the account's: it signs in elsewhere.
  const elsewhere = await browser.newContext();
  const oldSignIn = await elsewhere.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
  });
  expect(oldSignIn.status()).toBe(200);
  await elsewhere.close();

  const link = firstLink(changeMail.text);
  await page.goto(link);
  await expect(page.getByTestId("email-changed")).toHaveText(
    `Your e-mail address is now ${newEmail}.`,
  );
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(page.getByTestId("email-verified")).toBeVisible();
  await expectNoViolations(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId("email-change-failed")).toContainText(
    "That link to change your e-mail address has expired, was used already or is not valid.",
  );
  const newSignIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: newEmail, password: user.password },
  });
  expect(newSignIn.status()).toBe(200);
});

test("a verification link acts for its own account: another typist's browser stays theirs, a signed-out one is asked to sign in", async ({
  browser,
}) => {
  const { server, sink } = mailed;
  /** A typist signed up in a browser of their own, and the link mailed to them. */
  async function signedUp(prefix: string) {
    const user = newUser(prefix);
    const context = await browser.newContext();
    const mail = sink.next(user.email);
    const signUp = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { ...user, name: user.username },
    });
    expect(signUp.status()).toBe(200);
    return { user, context, link: firstLink((await mail).parsed.text) };
  }
  const owner = await signedUp("owner");
  const other = await signedUp("other");

  // The other typist opens the owner's link: the owner's address is verified, and the other
  // typist's browser is still theirs.
  const page = await other.context.newPage();
  await page.goto(owner.link);
  await expect(page).toHaveURL(`${server.url}/profile?link=another-account`);
  await expect(page.getByTestId("other-account-link")).toHaveText(
    `That link was for another account, whose address it has now confirmed. You are still signed in as ${other.user.username}.`,
  );
  await expect(page.getByRole("heading", { level: 1, name: other.user.username })).toBeVisible();
  await expect(page.getByTestId("email-unverified")).toBeVisible();
  await expectNoViolations(page);
  const ownerPage = await owner.context.newPage();
  await ownerPage.goto(`${server.url}/profile`);
  await expect(ownerPage.getByTestId("email-verified")).toHaveText("E-mail address verified");

  // A signed-out browser opens the other typist's link: verified, and no one is signed in.
  const away = await browser.newContext();
  const signedOut = await away.newPage();
  await signedOut.goto(other.link);
  await expect(signedOut).toHaveURL(`${server.url}/`);
  const prompt = signedOut.getByRole("alert").filter({ hasText: "Please sign in" });
  await expect(prompt.getByTestId("link-notice")).toHaveText("Your e-mail address is verified.");
  await expect(prompt).toContainText("Please sign in to view your profile.");
  const session = await away.request.get(`${server.url}/api/auth/get-session`);
  expect(await session.json()).toBeNull();
  await page.goto(`${server.url}/profile`);
  await expect(page.getByTestId("email-verified")).toHaveText("E-mail address verified");

  for (const context of [owner.context, other.context, away]) await context.close();
});
