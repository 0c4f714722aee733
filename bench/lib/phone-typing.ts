import type { Browser } from "playwright-core";

/** The phone profile of issue 37: a mid-range phone on a slow mobile connection, cache empty. */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/** From navigation until the passage and its typing box are shown: the target of issue 37. */
export const SHOWN_TARGET_MS = 1000;

const BOX = 'textarea[aria-label="Type the passage here"]';

export interface PhoneVisit {
  /** Navigation to the first frame that shows the passage's text and the typing box. */
  shownMs: number;
  /** Navigation to the hydrated test's own box: from then on a key goes straight to the test. */
  readyMs: number;
  /** Whether a key typed the moment the box was shown was in the test once it was ready. */
  keyKept: boolean;
}

/**
 * Polls every frame from the page's first script, so the time is when the passage was drawn,
 * on the page's own clock (ms since navigation started), not when the bench noticed. The
 * hydrated test's box is the one without an id (the prerendered page's early box has one).
 */
function watchForPassage(box: string) {
  const seen: { shown?: number; ready?: number } = {};
  (window as unknown as { __phoneBench: typeof seen }).__phoneBench = seen;
  const visible = (element: Element | null) =>
    element !== null && element.getBoundingClientRect().height > 0;
  const poll = () => {
    const passage = document.querySelector('[data-testid="passage"]');
    const input = document.querySelector(box);
    if (seen.shown === undefined && visible(input) && visible(passage)) {
      if ((passage!.textContent ?? "").trim().length >= 20) seen.shown = performance.now();
    }
    const ready = document.querySelector(`${box}:not([id])`);
    if (seen.ready === undefined && seen.shown !== undefined && visible(ready)) {
      seen.ready = performance.now();
    }
    if (seen.ready === undefined) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * One visit of `url` in a fresh context (an empty cache) on the phone profile: the network and
 * the CPU slowed through the DevTools protocol, as Chromium's own throttling does.
 */
export async function phoneVisit(browser: Browser, url: string): Promise<PhoneVisit> {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });
    await page.addInitScript(watchForPassage, BOX);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      () => (window as unknown as { __phoneBench: { shown?: number } }).__phoneBench.shown,
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    // The passage's first character, typed the moment it is shown, hydrated or not.
    const first = await page.evaluate((box) => {
      const passage = document.querySelector('[data-testid="passage"]')!.textContent!.trim();
      document.querySelector<HTMLTextAreaElement>(box)!.focus();
      return passage[0]!;
    }, BOX);
    await page.keyboard.type(first);
    const readyMs = await page.waitForFunction(
      () => (window as unknown as { __phoneBench: { ready?: number } }).__phoneBench.ready,
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    // The hydrated box holds the typed text's end: the key is in the test when it is there.
    const keyKept = await page
      .waitForFunction(
        ({ box, key }) =>
          document.querySelector<HTMLTextAreaElement>(`${box}:not([id])`)?.value === key,
        { box: BOX, key: first },
        { timeout: 10_000, polling: 50 },
      )
      .then(
        () => true,
        () => false,
      );
    const shownMs = await page.evaluate(
      () => (window as unknown as { __phoneBench: { shown: number } }).__phoneBench.shown,
    );
    return { shownMs, readyMs: (await readyMs.jsonValue()) as number, keyKept };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Prints, for each typing page, the median over `runs` visits of the time until its passage and
 * typing box are shown and until the hydrated test takes keys, and whether a key typed the
 * moment the box showed was kept.
 */
export async function reportPhoneTyping(
  browser: Browser,
  siteUrl: string,
  paths: readonly string[],
  runs = 3,
): Promise<void> {
  const { latencyMs, downloadBitsPerSecond, uploadBitsPerSecond, cpuSlowdown } = PHONE_PROFILE;
  console.log(
    `\nTime to type on a phone (${cpuSlowdown}× CPU, ${latencyMs} ms round trip, ${downloadBitsPerSecond / 1e6} Mbit/s down, ${uploadBitsPerSecond / 1e3} kbit/s up, 390×844, cache empty), median of ${runs}: from navigation until the passage and its box are shown (target ${SHOWN_TARGET_MS} ms), until the hydrated test takes keys, and whether a key typed at the moment shown was kept\n`,
  );
  console.log(
    `${"page".padEnd(24)} ${"shown ms".padStart(9)}  ${"".padEnd(6)} ${"ready ms".padStart(9)}  key kept`,
  );
  for (const path of paths) {
    const visits: PhoneVisit[] = [];
    for (let run = 0; run < runs; run++)
      visits.push(await phoneVisit(browser, `${siteUrl}${path}`));
    const shown = median(visits.map((visit) => visit.shownMs));
    const ready = median(visits.map((visit) => visit.readyMs));
    const kept = visits.filter((visit) => visit.keyKept).length;
    console.log(
      `${path.padEnd(24)} ${shown.toFixed(0).padStart(9)}  ${(shown <= SHOWN_TARGET_MS ? "within" : "OVER").padEnd(6)} ${ready.toFixed(0).padStart(9)}  ${kept}/${runs}`,
    );
  }
}
