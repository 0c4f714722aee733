import { expect, test } from "@playwright/test";
import { PROCESS_TEST_TIMEOUT_MS } from "../support/server-process.ts";
import { newUser } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
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
