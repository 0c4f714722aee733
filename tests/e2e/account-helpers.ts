import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { outboxMails } from "../support/outbox.ts";
import { waitForHydration } from "./fixtures.ts";

export interface E2eUser {
  email: string;
  password: string;
  username: string;
}

let counter = 0;

/** A user no other test (or earlier run on the same database) has. */
export function newUser(prefix = "e2e"): E2eUser {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${process.pid % 100}${counter}`;
  return {
    email: `${prefix}.${tag}@example.com`,
    password: "typing-rocks",
    username: `${prefix}_${tag}`.slice(0, 20),
  };
}

/** Signs up through the API; with `page.request` the page's browser shares the session. */
export async function signUpByApi(request: APIRequestContext, user: E2eUser) {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { ...user, name: user.username },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs an existing user in through the API; with `page.request` the page's browser shares it. */
export async function signInByApi(request: APIRequestContext, user: E2eUser) {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function openModal(page: Page, button: "Sign In" | "Create Account") {
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: button, exact: true })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillSignUp(page: Page, user: E2eUser) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByLabel("Username").fill(user.username);
  await dialog.getByRole("button", { name: "Create Account" }).click();
}

export async function fillSignIn(page: Page, user: Pick<E2eUser, "email" | "password">) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

/**
 * The link of the newest mail of a kind (a file name part: 'email-verification',
 * 'email-change') that a server without SMTP wrote for `email` into its outbox, DATA_DIR/mail.
 */
export async function outboxLink(
  email: string,
  kind: string,
  dataDir = process.env.E2E_DATA_DIR,
): Promise<string> {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright");
  let link = "";
  // The server writes the mail after it answered the request that sent it.
  await expect
    .poll(
      async () => {
        link = (await outboxMails(dataDir, kind)).find((mail) => mail.to === email)?.link ?? "";
        return link !== "";
      },
      { message: `a ${kind} mail to ${email} in ${dataDir}/mail` },
    )
    .toBe(true);
  return link;
}

/**
 * Opens the verification link the server mailed to `user` after sign-up, as the typist would
 * in the browser the sign-up signed in: from then on their results rank. The link itself signs
 * no one in.
 */
export async function verifyByMail(request: APIRequestContext, email: string, dataDir?: string) {
  const response = await request.get(await outboxLink(email, "email-verification", dataDir));
  expect(response.url()).toContain("/profile?email=verified");
  expect(response.url()).not.toContain("error=");
}

/** Signs up through the API and verifies the address from the mail, so results rank. */
export async function signUpVerifiedByApi(
  request: APIRequestContext,
  user: E2eUser,
  dataDir?: string,
) {
  await signUpByApi(request, user);
  await verifyByMail(request, user.email, dataDir);
}
