import { describe, expect, it } from "vitest";
import { headingForPath, normalizePath, shellHeadingNamesPage } from "./page-headings.ts";

describe("the shell heading", () => {
  it.each([
    ["/", "Typing Test"],
    ["/30-seconds", "30 Seconds Typing Test"],
    ["/1-minute", "1 Minute Typing Test"],
    ["/10-minute", "10 Minute Typing Test"],
    ["/300-characters", "300 Characters Typing Test"],
    ["/2000-characters/", "2000 Characters Typing Test"],
    ["/practice", "Typing Practice"],
    ["/leaderboard", "Leaderboard"],
    ["/settings", "Settings"],
    ["/help", "Help with Typing Test"],
    ["/faq", "Frequently Asked Questions"],
    ["/word-count-tool", "Word Count Tool"],
    ["/blog", "Typing Tips & Articles"],
    ["/blog/typetempo-typing-practice-platform", "Typing Tips & Articles"],
    ["/about", "Typing Test"],
    ["/replay/42", "Replay"],
    ["/results/42", "Your Result"],
    ["/admin", "Moderation"],
    ["/reset-password", "Reset Your Password"],
    ["/no-such-page", "Typing Test"],
  ])("derives the heading of %s", (path, heading) => {
    expect(headingForPath(path)).toBe(heading);
  });
});

describe("which pages the shell heading names", () => {
  it.each(["/", "/30-seconds", "/2000-characters/", "/leaderboard", "/blog", "/faq"])(
    "%s has the shell heading as its h1",
    (path) => expect(shellHeadingNamesPage(path)).toBe(true),
  );

  it.each(["/about", "/terms", "/privacy", "/contact", "/profile", "/blog/x", "/404", "/nothing"])(
    "%s names itself in its own content",
    (path) => expect(shellHeadingNamesPage(path)).toBe(false),
  );
});

describe("normalizePath", () => {
  it("drops every trailing slash but keeps the root", () => {
    expect(normalizePath("/faq")).toBe("/faq");
    expect(normalizePath("/faq//")).toBe("/faq");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("//")).toBe("/");
  });
});
