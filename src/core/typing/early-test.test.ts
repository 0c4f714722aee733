import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_CHOICE, textChoiceKey } from "../texts/text-choice.ts";
import { EARLY_TEST_MAX_AGE_MS, type EarlyTest, earlyTestFits } from "./early-test.ts";
import { earlyTestHtml } from "./early-test-html.ts";

const ISSUED = Date.UTC(2026, 10, 1, 12);
const test: EarlyTest = {
  mode: "1-minute",
  difficulty: "medium",
  issuedAt: ISSUED,
  token: "t.sig",
  passages: [{ id: 7, text: "A <b>bold</b> & </script> passage.", difficulty: "medium" }],
};
const run = {
  mode: "1-minute",
  difficulty: "medium" as const,
  textKey: textChoiceKey(DEFAULT_TEXT_CHOICE),
  now: ISSUED + 2000,
  typed: false,
  served: new Set<number>(),
};

describe("earlyTestFits", () => {
  it("takes a fresh test of the run's mode, difficulty and the default text", () => {
    expect(earlyTestFits(test, run)).toBe(true);
  });

  it("refuses another mode, difficulty or text", () => {
    expect(earlyTestFits(test, { ...run, mode: "2-minute" })).toBe(false);
    expect(earlyTestFits(test, { ...run, difficulty: "hard" })).toBe(false);
    const quotes = textChoiceKey({ ...DEFAULT_TEXT_CHOICE, kind: "quotes" });
    expect(earlyTestFits(test, { ...run, textKey: quotes })).toBe(false);
  });

  it("refuses a test older than its limit, or dated far ahead of this clock", () => {
    expect(earlyTestFits(test, { ...run, now: ISSUED + EARLY_TEST_MAX_AGE_MS - 1 })).toBe(true);
    expect(earlyTestFits(test, { ...run, now: ISSUED + EARLY_TEST_MAX_AGE_MS })).toBe(false);
    expect(earlyTestFits(test, { ...run, now: ISSUED - EARLY_TEST_MAX_AGE_MS + 1 })).toBe(true);
    expect(earlyTestFits(test, { ...run, now: ISSUED - EARLY_TEST_MAX_AGE_MS })).toBe(false);
  });

  it("refuses a passage served before in the tab unless keys were typed into it", () => {
    const served = new Set([7]);
    expect(earlyTestFits(test, { ...run, served })).toBe(false);
    expect(earlyTestFits(test, { ...run, served, typed: true })).toBe(true);
  });
});

describe("earlyTestHtml", () => {
  const html = earlyTestHtml(test, { kind: "timed", seconds: 60 }, test.passages[0]!.text);

  it("shows the text escaped, untyped, under its box", () => {
    expect(html).toContain(
      '<span class="tt-ok"></span><span class="tt-todo">A &lt;b&gt;bold&lt;/b&gt; &amp; &lt;/script&gt; passage.</span>',
    );
    expect(html).toContain('<textarea id="tt-early-box" aria-label="Type the passage here"');
  });

  it("carries the test as JSON that no text can end early", () => {
    const json = /<script type="application\/json" id="tt-early-test">(.*?)<\/script>/.exec(html);
    expect(json![1]).not.toContain("</script>");
    expect(JSON.parse(json![1]!)).toEqual(test);
  });

  it("draws the top of the run's screen as it is before the first key", () => {
    expect(html).toMatch(
      />Time left<\/p><p [^>]*>60s<\/p>.*>Difficulty<\/dt><dd [^>]*>medium<\/dd>/,
    );
    expect(html).not.toContain("Approximately");
    const length = earlyTestHtml(test, { kind: "length", characters: 300 }, "x".repeat(312));
    expect(length).toMatch(/>Time<\/p><p [^>]*>0:00<\/p>/);
    expect(length).toContain("Approximately 300 characters test (312 characters total).");
    const words = earlyTestHtml(test, { kind: "words", count: 25 }, "a b");
    expect(words).toContain(">0/25</dd>");
    expect(words).toContain(
      "25 words test. The test will end automatically when you type the last word.",
    );
  });

  it("ends with the script that records the box's inputs and keys", () => {
    expect(html).toMatch(
      /<script>\(function\(\)\{var b=document\.getElementById\("tt-early-box"\).*\}\)\(\)<\/script>$/s,
    );
    expect(html).toContain('"medium","passages:en:false:false:javascript"');
  });
});
