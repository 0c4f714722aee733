import { type Browser, type Page, type WebSocketRoute, expect, test } from "@playwright/test";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { PHONE, SMOKE, waitForHydration } from "./fixtures.ts";
import { passageText, racePage, typeLikeAPerson } from "./race-helpers.ts";
import { saveTimedResult } from "./result-helpers.ts";

// A race to the finish types a whole passage (about 230 characters) key by key in two pages at
// once; each key is a round trip to the browser, slow on a busy machine.
test.describe.configure({ timeout: 150_000 });

const lanes = (page: Page) => page.getByTestId("race-lane");

/** Opens a private room from the lobby and answers the link to share. */
async function openPrivateRoom(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Create private room" }).click();
  await expect(page).toHaveURL(/\/race\/[2-9A-Z]{6}$/);
  const link = await page.getByTestId("race-link").inputValue();
  expect(link).toBe(page.url());
  return link;
}

test(
  "two typists race to the finish, both see the same places, and the signed-in one's race is kept",
  { tag: SMOKE },
  async ({ browser }) => {
    const user = newUser("racer");
    const a = await racePage(browser, "/race", {}, (page) => signUpByApi(page.request, user));
    const b = await racePage(browser, "/race");
    await expect(a.page.getByRole("heading", { level: 1, name: "Typing Race" })).toBeVisible();
    for (const { page } of [a, b]) {
      await page.getByRole("main").getByLabel("Difficulty").selectOption("easy");
      await page.getByRole("button", { name: "Quick race" }).click();
    }
    await expect(a.page.getByTestId("race-you")).toContainText(`You race as ${user.username}.`);
    await expect(b.page.getByTestId("race-you")).toContainText(/You race as Guest \d+ \(a guest/);
    for (const { page } of [a, b]) {
      await expect(lanes(page)).toHaveCount(2);
      await expect(page.getByLabel("Type the passage here")).toBeVisible({ timeout: 10_000 });
    }
    const passage = await passageText(a.page);
    expect(await passageText(b.page)).toBe(passage);

    await Promise.all([
      typeLikeAPerson(a.page, passage, 7),
      typeLikeAPerson(b.page, passage, 1234),
    ]);

    const standings: string[][] = [];
    for (const { page } of [a, b]) {
      const rows = page.getByTestId("race-standings").locator("tbody tr");
      await expect(rows).toHaveCount(2, { timeout: 10_000 });
      const texts = await rows.evaluateAll((trs) =>
        (trs as HTMLTableRowElement[]).map(
          (tr) => `${tr.cells[0]!.textContent} ${tr.cells[1]!.firstChild!.textContent}`,
        ),
      );
      standings.push(texts);
      await expect(page.getByTestId("race-announcer")).toHaveText(
        /Race finished\. You placed (1st|2nd) of 2\./,
      );
    }
    // Both placed (the server judged both typists people), in the same order on both screens.
    expect(standings[0]!.map((row) => row.slice(0, 3))).toEqual(["1st", "2nd"]);
    expect(standings[0]!.map((row) => row.slice(4)).sort()).toEqual(
      [user.username, expect.stringMatching(/^Guest \d+$/)].sort(),
    );
    expect(standings[1]).toEqual(standings[0]);
    await expect(a.page.getByText("Your result is saved to your history")).toBeVisible();
    await expect(b.page.getByText("Sign in to keep your races in your history.")).toBeVisible();
    // Each speed also over the racer's own keystroke times, and where the text comes from.
    const unlagged = a.page.getByTestId("race-standings").locator("tbody tr td:nth-child(4)");
    await expect(unlagged).toHaveText([/^\d+$/, /^\d+$/]);
    await expect(a.page.getByTestId("race-source")).toHaveText(
      /^Text: passage \d+, written for TypeTempo\.$/,
    );
    await expectNoViolations(a.page);

    // The signed-in racer's history lists the race with both racers' places and speeds; the
    // keyboard goes on from the finish, to racing again or a new race.
    await expect(a.page.getByRole("button", { name: "Race again" })).toBeFocused();
    await a.page.keyboard.press("Tab");
    await expect(a.page.getByRole("button", { name: "New race" })).toBeFocused();
    await a.page.keyboard.press("Enter");
    const history = a.page.getByTestId("race-history").getByRole("listitem").first();
    for (const row of standings[0]!) {
      await expect(history).toContainText(row);
    }
    await expect(history).toContainText(/\d+ WPM/);
    await expect(history.getByRole("link", { name: "Your result" })).toHaveAttribute(
      "href",
      /^\/results\/\d+$/,
    );
    a.checkErrors();
    b.checkErrors();
    await a.context.close();
    await b.context.close();
  },
);

test("a private room's link brings a second typist in, and the host starts", async ({
  browser,
}) => {
  const host = await racePage(browser, "/race");
  const link = await openPrivateRoom(host.page);
  await expect(host.page.getByRole("button", { name: "Start the race" })).toBeDisabled();

  const guest = await racePage(browser, new URL(link).pathname);
  await expect(lanes(guest.page)).toHaveCount(2);
  await expect(guest.page.getByTestId("race-phase")).toHaveText("Waiting for the host to start…");
  await expect(guest.page.getByRole("button", { name: "Start the race" })).toHaveCount(0);

  await host.page.getByRole("button", { name: "Start the race" }).click();
  await expect(guest.page.getByTestId("race-countdown")).toBeVisible();
  for (const { page } of [host, guest]) {
    await expect(page.getByLabel("Type the passage here")).toBeFocused({ timeout: 10_000 });
  }
  await typeLikeAPerson(guest.page, (await passageText(guest.page)).slice(0, 12), 99);
  // The host's screen shows the guest's lane moving on.
  const guestName = (await guest.page.getByTestId("race-you").innerText()).match(/Guest \d+/)![0];
  await expect(
    host.page.getByTestId("race-lane").filter({ hasText: guestName }).locator(".sr-only"),
  ).toHaveText(new RegExp(`^${guestName}, 1st, \\d+ WPM, [1-9]\\d?%$`));
  await expectNoViolations(host.page);

  // A reloaded page takes its lane back and types on from where the server had it.
  const before = await passageText(guest.page);
  await guest.page.reload();
  await expect(guest.page.getByLabel("Type the passage here")).toBeVisible();
  await expect(lanes(guest.page)).toHaveCount(2);
  await expect(guest.page.getByTestId("race-you")).toContainText(guestName);
  // A click elsewhere leaves the box; the first key typed goes back into it, as on a test.
  await guest.page.getByRole("heading", { name: /^Racers/ }).click();
  await expect(guest.page.getByTestId("focus-hint")).toHaveText("Click or press any key to focus");
  await typeLikeAPerson(guest.page, before.slice(12, 24), 42);
  await expect(
    host.page.getByTestId("race-lane").filter({ hasText: guestName }).locator(".sr-only"),
  ).toHaveText(
    new RegExp(`^${guestName}, 1st, \\d+ WPM, ${Math.floor((24 / before.length) * 100)}%$`),
  );
  host.checkErrors();
  guest.checkErrors();
  await host.context.close();
  await guest.context.close();
});

test("a room code that cannot be one is explained", async ({ page }) => {
  await page.goto("/race/nope");
  await expect(page.getByRole("alert")).toContainText("is not a race room’s code");
});

test("a phone-sized screen can race", async ({ browser }) => {
  const host = await racePage(browser, "/race");
  const link = await openPrivateRoom(host.page);
  const phone = await racePage(browser, new URL(link).pathname, PHONE);
  await expect(lanes(phone.page)).toHaveCount(2);
  await host.page.getByRole("button", { name: "Start the race" }).click();
  const box = phone.page.getByLabel("Type the passage here");
  await expect(box).toBeVisible({ timeout: 10_000 });
  await box.tap();
  await typeLikeAPerson(phone.page, (await passageText(phone.page)).slice(0, 15), 5);
  const own = phone.page.getByTestId("race-lane").filter({ hasText: "(you)" }).locator(".sr-only");
  await expect(own).toHaveText(/, 1st, \d+ WPM, [1-9]\d?% \(you\)$/);
  // Nothing wider than the phone's screen.
  const overflow = await phone.page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(phone.page);
  phone.checkErrors();
  host.checkErrors();
  await host.context.close();
  await phone.context.close();
});

test("a dropped connection is said, tried again, and the race goes on", async ({ browser }) => {
  const host = await racePage(browser, "/race");
  const link = await openPrivateRoom(host.page);
  // The racer's socket goes through the test, which can cut it and refuse the first retry.
  const sockets: WebSocketRoute[] = [];
  let refuseNext = false;
  const racer = await racePage(browser, new URL(link).pathname, {}, (page) =>
    page.routeWebSocket(/\/api\/races\/ws$/, (socket) => {
      if (refuseNext) {
        refuseNext = false;
        void socket.close();
        return;
      }
      sockets.push(socket);
      socket.connectToServer();
    }),
  );
  await host.page.getByRole("button", { name: "Start the race" }).click();
  await expect(racer.page.getByLabel("Type the passage here")).toBeFocused({ timeout: 10_000 });
  const passage = await passageText(racer.page);
  await typeLikeAPerson(racer.page, passage.slice(0, 10), 11);
  const racerName = (await racer.page.getByTestId("race-you").innerText()).match(/Guest \d+/)![0];

  refuseNext = true;
  await sockets[0]!.close();
  await expect(racer.page.getByTestId("race-connection")).toHaveText(
    "Connection lost — reconnecting…",
  );
  await expect(
    host.page.getByTestId("race-lane").filter({ hasText: racerName }).locator(".sr-only"),
  ).toContainText("disconnected");
  await expect(racer.page.getByTestId("race-connection")).toBeHidden({ timeout: 10_000 });
  expect(sockets).toHaveLength(2);

  await typeLikeAPerson(racer.page, passage.slice(10, 20), 12);
  await expect(
    host.page.getByTestId("race-lane").filter({ hasText: racerName }).locator(".sr-only"),
  ).toHaveText(
    new RegExp(`^${racerName}, 1st, \\d+ WPM, ${Math.floor((20 / passage.length) * 100)}%$`),
  );
  host.checkErrors();
  await host.context.close();
  await racer.context.close();
});

/**
 * A guest's race page whose socket the test writes to: `paste` sends the whole passage as one
 * chunk a second into the race, as a script pasting it would, and answers the passage.
 */
async function pastingGuest(browser: Browser, path: string) {
  let toServer: WebSocketRoute | null = null;
  const racer = await racePage(browser, path, {}, (page) =>
    page.routeWebSocket(/\/api\/races\/ws$/, (socket) => {
      toServer = socket.connectToServer();
    }),
  );
  const paste = async () => {
    await expect(racer.page.getByLabel("Type the passage here")).toBeVisible({ timeout: 10_000 });
    const passage = await passageText(racer.page);
    await racer.page.waitForTimeout(1000);
    toServer!.send(
      JSON.stringify({
        type: "progress",
        seq: 0,
        length: passage.length,
        edits: [[500, 0, 0, passage]],
        keys: [],
      }),
    );
    return passage;
  };
  return { ...racer, paste };
}

test("a racer who pastes the passage is shown finished with no speed, only why", async ({
  browser,
}) => {
  const host = await racePage(browser, "/race");
  const link = await openPrivateRoom(host.page);
  // The paster's page sends what its socket is given; the test slips in the whole passage as
  // one chunk, as a script pasting it would.
  const paster = await pastingGuest(browser, new URL(link).pathname);
  await expect(lanes(host.page)).toHaveCount(2);
  const pasterName = (await paster.page.getByTestId("race-you").innerText()).match(/Guest \d+/)![0];
  await host.page.getByRole("button", { name: "Start the race" }).click();
  await paster.paste();

  const lane = host.page.getByTestId("race-lane").filter({ hasText: pasterName });
  await expect(lane.locator(".sr-only")).toHaveText(
    new RegExp(`^${pasterName}, no place: .*text was pasted.*, 100%, finished$`),
  );
  // On screen: no speed beside the bar, and why under it.
  await expect(lane).toContainText(/No place: .*text was pasted/);
  await expect(lane).not.toContainText(/\d WPM ·/);
  await expect(paster.page.getByTestId("race-announcer")).toHaveText(
    /^You finished with no place: .*text was pasted/,
  );

  // The host types the passage to the end; the standings give the paster no speed either.
  await host.page.getByLabel("Type the passage here").focus();
  await typeLikeAPerson(host.page, await passageText(host.page), 3);
  const row = host.page.getByTestId("race-standings").locator("tbody tr").filter({
    hasText: pasterName,
  });
  await expect(row).toContainText(/No place: .*text was pasted/, { timeout: 10_000 });
  await expect(row.locator("td").nth(2)).toHaveText("–");
  host.checkErrors();
  await host.context.close();
  await paster.context.close();
});

test("races leave the test statistics alone", async ({ browser }) => {
  // A race to the finish, then the profile.
  test.slow();
  const user = newUser("racestats");
  const a = await racePage(browser, "/race", {}, (page) => signUpByApi(page.request, user));
  const link = await openPrivateRoom(a.page);
  // The other racer is a guest who pastes the passage at once (as in the test above), so the
  // race ends as soon as the typist finishes it; a busy machine types slowly.
  const b = await pastingGuest(browser, new URL(link).pathname);
  await expect(lanes(a.page)).toHaveCount(2);
  await a.page.getByRole("button", { name: "Start the race" }).click();
  const passage = await b.paste();
  await a.page.getByLabel("Type the passage here").focus();
  await typeLikeAPerson(a.page, passage, 11);
  await expect(a.page.getByText("Your result is saved to your history")).toBeVisible({
    timeout: 10_000,
  });
  const own = a.page.getByTestId("race-standings").locator("tbody tr", { hasText: user.username });
  // Places come with the race's end, which a busy machine's server sends seconds after the save.
  await expect(own.locator("td").first()).toHaveText("1st", { timeout: 10_000 });
  const raceWpm = (await own.locator("td").nth(2).textContent())!;
  // And one test: a minute at 45 WPM, easy.
  await saveTimedResult(a.page.request, { seconds: 60, difficulty: "easy", wpm: 45 });

  await a.page.goto("/profile");
  await waitForHydration(a.page);
  const card = (label: string) => a.page.getByText(label, { exact: true }).locator("..");
  // The test alone: its speed is every average and best, and it is the one test taken.
  await expect(card("Average WPM")).toContainText("45");
  await expect(card("Best WPM")).toContainText("45");
  await expect(card("Tests taken")).toContainText("1");
  await expect(a.page.getByRole("img", { name: /WPM of your last 1 test, from 45/ })).toBeVisible();
  const bests = a.page.getByRole("region", { name: "Personal Bests" }).locator("tbody tr");
  await expect(bests).toHaveCount(1);
  await expect(bests.first()).toContainText("1 Minute");
  // The race, in its own place.
  const races = a.page.getByRole("region", { name: "Races", exact: true });
  await expect(races.getByTestId("races-run")).toHaveText("1");
  await expect(races.getByTestId("races-wins")).toHaveText("1");
  await expect(races.getByTestId("races-podiums")).toHaveText("1");
  await expect(races.getByTestId("races-best")).toHaveText(`${raceWpm} WPM`);
  await expectNoViolations(a.page);
  a.checkErrors();
  b.checkErrors();
  await a.context.close();
  await b.context.close();
});

test("a guest keeps one race name in their browser, race after race", async ({ browser }) => {
  const guest = await browser.newContext();
  const names: string[] = [];
  for (let round = 0; round < 2; round++) {
    const host = await racePage(browser, "/race");
    const link = await openPrivateRoom(host.page);
    const page = await guest.newPage();
    await page.goto(new URL(link).pathname);
    await waitForHydration(page);
    await expect(lanes(host.page)).toHaveCount(2);
    names.push((await page.getByTestId("race-you").innerText()).match(/Guest \d+/)![0]);
    await page.close();
    await host.context.close();
  }
  expect(names[1]).toBe(names[0]);
  await guest.close();
});

/** Both racers type the passage their pages show, and each waits for the standings. */
async function raceToTheEnd(pages: Page[], seed: number) {
  const passage = await passageText(pages[0]!);
  for (const page of pages) expect(await passageText(page)).toBe(passage);
  await Promise.all(pages.map((page, i) => typeLikeAPerson(page, passage, seed + i)));
  for (const page of pages) {
    await expect(page.getByTestId("race-standings").locator("tbody tr")).toHaveCount(pages.length, {
      timeout: 10_000,
    });
  }
  return passage;
}

test("two typists race again: the same two on another passage, and both races are kept", async ({
  browser,
}) => {
  test.slow();
  const user = newUser("rematch");
  const a = await racePage(browser, "/race", {}, (page) => signUpByApi(page.request, user));
  const b = await racePage(browser, "/race");
  for (const { page } of [a, b]) {
    await page.getByRole("main").getByLabel("Difficulty").selectOption("easy");
    await page.getByRole("button", { name: "Quick race" }).click();
  }
  const guestName = (await b.page.getByTestId("race-you").innerText()).match(/Guest \d+/)![0];
  for (const { page } of [a, b]) {
    await expect(page.getByLabel("Type the passage here")).toBeVisible({ timeout: 10_000 });
  }
  const first = await raceToTheEnd([a.page, b.page], 21);

  // One asks, the other sees it; once both have, the next race starts for the two of them.
  await a.page.getByRole("button", { name: "Race again" }).click();
  await expect(a.page.getByTestId("race-rematch")).toHaveText(
    "Waiting for another racer to race again…",
  );
  await expect(b.page.getByTestId("race-rematch")).toHaveText(
    `${user.username} wants to race again.`,
  );
  await b.page.getByRole("button", { name: "Race again" }).click();
  for (const { page } of [a, b]) {
    await expect(page.getByTestId("race-kind")).toContainText("race 2");
    await expect(page.getByLabel("Type the passage here")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("race-standings")).toHaveCount(0);
    const names = lanes(page).locator(".sr-only");
    await expect(names).toHaveCount(2);
    await expect(names.filter({ hasText: user.username })).toHaveCount(1);
    await expect(names.filter({ hasText: guestName })).toHaveCount(1);
  }
  const second = await raceToTheEnd([a.page, b.page], 31);
  expect(second).not.toBe(first);
  await expectNoViolations(b.page);

  // Both races are in the signed-in racer's history, each with both racers.
  await a.page.getByRole("button", { name: "New race" }).click();
  // Each race is an item of the list, its racers items of their own.
  const history = a.page.getByTestId("race-history").locator(":scope > li");
  await expect(history).toHaveCount(2);
  for (const race of await history.all()) {
    await expect(race).toContainText(user.username);
    await expect(race).toContainText(guestName);
    await expect(race).toContainText(/1st/);
    await expect(race).toContainText(/2nd/);
  }
  a.checkErrors();
  b.checkErrors();
  await a.context.close();
  await b.context.close();
});

test("a spectator watches a race by its link: the lanes move, and they cannot type or join", async ({
  browser,
}) => {
  test.slow();
  const host = await racePage(browser, "/race");
  const link = await openPrivateRoom(host.page);
  const racer = await pastingGuest(browser, new URL(link).pathname);
  await expect(lanes(host.page)).toHaveCount(2);
  const racerName = (await racer.page.getByTestId("race-you").innerText()).match(/Guest \d+/)![0];
  const watchLink = await host.page.getByTestId("watch-link").getAttribute("data-link");
  expect(watchLink).toBe(`${link}?watch`);

  // The spectator's socket goes through the test, which can send what the page never would.
  let toServer: WebSocketRoute | null = null;
  const spectator = await racePage(browser, new URL(watchLink!).pathname + "?watch", {}, (page) =>
    page.routeWebSocket(/\/api\/races\/ws$/, (socket) => {
      toServer = socket.connectToServer();
    }),
  );
  await expect(spectator.page.getByTestId("race-kind")).toContainText("Watching · Private room");
  await expect(host.page.getByTestId("race-kind")).toContainText("1 watching");
  await expect(lanes(spectator.page)).toHaveCount(2);
  await expect(spectator.page.getByTestId("race-you")).toHaveCount(0);
  await expect(spectator.page.getByRole("button", { name: "Start the race" })).toHaveCount(0);

  await host.page.getByRole("button", { name: "Start the race" }).click();
  await expect(spectator.page.getByTestId("race-countdown")).toBeVisible();
  await expect(host.page.getByLabel("Type the passage here")).toBeFocused({ timeout: 10_000 });
  const passage = await passageText(host.page);
  await expect(spectator.page.getByTestId("race-passage")).toHaveText(passage);
  // No typing box for the spectator, and what they type goes nowhere.
  await expect(spectator.page.getByLabel("Type the passage here")).toHaveCount(0);
  await spectator.page.keyboard.type("The quick");
  await typeLikeAPerson(host.page, passage.slice(0, 15), 8);
  const hostLane = spectator.page
    .getByTestId("race-lane")
    .filter({ hasNotText: racerName })
    .locator(".sr-only");
  await expect(hostLane).toHaveText(/^Guest \d+, 1st, \d+ WPM, [1-9]\d?%$/);
  // The server refuses progress from the spectator's connection, and says why.
  toServer!.send(
    JSON.stringify({ type: "progress", seq: 0, length: 3, edits: [[500, 0, 0, "The"]], keys: [] }),
  );
  await expect(spectator.page.getByRole("alert")).toHaveText(
    "You are watching this race: spectators cannot type, start or join it.",
  );
  for (const page of [host.page, racer.page, spectator.page]) {
    await expect(lanes(page)).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Racers (2 of 5)" })).toBeVisible();
  }

  // The race ends: the spectator sees the standings and the text's source.
  await racer.paste();
  await typeLikeAPerson(host.page, passage.slice(15), 9);
  const rows = spectator.page.getByTestId("race-standings").locator("tbody tr");
  await expect(rows).toHaveCount(2, { timeout: 10_000 });
  await expect(spectator.page.getByTestId("race-source")).toHaveText(
    /^Text: passage \d+, written for TypeTempo\.$/,
  );
  await expect(spectator.page.getByRole("button", { name: "Race again" })).toHaveCount(0);
  await expectNoViolations(spectator.page);
  spectator.checkErrors();
  host.checkErrors();
  for (const { context } of [host, racer, spectator]) await context.close();
});
