import { type APIRequestContext, expect, request, test } from "@playwright/test";
import {
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from "../../src/core/account/password-reset.ts";
import { PROCESS_TEST_TIMEOUT_MS, type ServerProcess } from "../support/server-process.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { newUser } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration } from "./fixtures.ts";
import { type MailedServer, firstLink, startMailedServer } from "./mail-server.ts";

// The mail goes the whole way: this spec's own server sends it over SMTP to a real SMTP server
// started here, and the browser opens the link the mail carries.
let mailed: MailedServer;
let sink: SmtpSink;
let server: ServerProcess;
let api: APIRequestContext;

test.describe.configure({ mode: "serial", timeout: PROCESS_TEST_TIMEOUT_MS });

test.beforeAll(async () => {
  test.setTimeout(PROCESS_TEST_TIMEOUT_MS);
  mailed = await startMailedServer();
  ({ sink, server } = mailed);
  api = await request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await mailed?.stop();
});

test("'Forgot password?' mails a link that sets a new password, ends the sessions and works once", async ({
  page,
}) => {
  const user = newUser("reset");
  const signUp = await api.post("/api/auth/sign-up/email", {
    data: { ...user, name: user.username },
  });
  expect(signUp.status()).toBe(200);
  expect((await (await api.get("/api/auth/get-session")).json())?.user.email).toBe(user.email);

  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Sign In", exact: true })
    .click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expectNoViolations(page);

  const arrived = sink.next(user.email);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(RESET_REQUESTED_MESSAGE);
  await expectNoViolations(page);

  const mail = await arrived;
  expect(mail.parsed.subject).toBe("Reset your TypeTempo password");
  expect(mail.parsed.from?.text).toBe('"TypeTempo" <no-reply@typetempo.test>');
  const link = firstLink(mail.parsed.text);
  expect(link.startsWith(`${server.url}/reset-password#token=`)).toBe(true);
  expect(mail.parsed.html).toContain(`href="${link}"`);

  await dialog.getByRole("button", { name: "Close" }).click();
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // The hint describes the field; it is not part of its name.
  const newPassword = page.getByLabel("New password", { exact: true });
  await expect(newPassword).toHaveAccessibleName("New password");
  await expect(newPassword).toHaveAccessibleDescription("Minimum 6 characters");
  await expectNoViolations(page);
  await newPassword.fill("fresh-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("reset-done")).toContainText("Your password has been changed");

  // The session from before the reset is over.
  expect(await (await api.get("/api/auth/get-session")).json()).toBeNull();

  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const signIn = page.getByRole("dialog", { name: "Welcome back" });
  await signIn.getByLabel("Email").fill(user.email);
  await signIn.getByLabel("Password").fill("fresh-password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);

  // The link worked once, and opened again it says so at once, with no form to fill in vain.
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText(RESET_LINK_INVALID_MESSAGE);
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ask for a new link" })).toBeVisible();
  await expectNoViolations(page);
});
