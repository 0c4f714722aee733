import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STORED_KEY_STATS, weakKeyTextSchema } from "../../core/api/weak-key-text.ts";
import type { KeyStat, KeyStats } from "../../core/insight/key-stats.ts";
import { PRACTICE_WORDS } from "../../core/practice/practice-words.ts";
import { WEAK_KEY_WORDS } from "../../core/practice/weak-key-text.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  alice = await createUser(t.app);
});
afterAll(() => t.close());

function ask(stored: unknown, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/practice/weak-key-text",
    payload: { stored },
    headers: cookie ? { cookie } : {},
  });
}

/** Ten letters typed evenly at 100 ms, and z four times as slow, half of it wrong. */
const WEAK_Z: KeyStats = {
  keys: {
    ...Object.fromEntries([..."abcdefghij"].map((key) => [key, [20, 0, 20, 2000] as KeyStat])),
    z: [20, 10, 20, 8000],
  },
  bigrams: {},
};

function expectPracticeWords(text: string) {
  const words = text.split(" ");
  expect(words).toHaveLength(WEAK_KEY_WORDS);
  for (const word of words) expect(PRACTICE_WORDS).toContain(word);
}

describe("POST /api/practice/weak-key-text", () => {
  it("makes a text leaning towards the weak keys of the figures a browser sends", async () => {
    const response = await ask(JSON.stringify(WEAK_Z));
    expect(response.statusCode).toBe(200);
    const made = weakKeyTextSchema.parse(response.json());
    expect(made.from).toBe("browser");
    expect(made.focus.map((spot) => spot.name)).toContain("z");
    expectPracticeWords(made.text);
    expect(made.text.split(" ").filter((word) => word.includes("z")).length).toBeGreaterThan(5);
  });

  it("reads figures that are not figures as none, as the browser itself does, and balances", async () => {
    for (const stored of [null, "not json", "[1,2]", JSON.stringify({ keys: { z: "fast" } })]) {
      const response = await ask(stored);
      expect(response.statusCode, String(stored)).toBe(200);
      const made = weakKeyTextSchema.parse(response.json());
      expect(made).toMatchObject({ from: "browser", focus: [] });
      expectPracticeWords(made.text);
    }
  });

  it("works from a signed-in typist's saved figures, not from what the browser sends", async () => {
    const response = await ask(JSON.stringify(WEAK_Z), alice.cookie);
    expect(response.statusCode).toBe(200);
    // Alice has saved nothing yet: no weak keys of her own.
    expect(weakKeyTextSchema.parse(response.json())).toMatchObject({ from: "profile", focus: [] });
  });

  it("refuses figures larger than a browser keeps, and a body of another shape, changing nothing", async () => {
    const tooLong = await ask("x".repeat(MAX_STORED_KEY_STATS + 1));
    expect(tooLong.statusCode).toBe(400);
    const wrong = await ask({ keys: {} });
    expect(wrong.statusCode).toBe(400);
  });
});
