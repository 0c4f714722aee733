import { describe, expect, it } from "vitest";
import { CLIENT_PAGES, PAGES, findPage, normalizePath, shellHeading } from "./route-catalog.ts";

const headingOf = (path: string) => shellHeading(findPage(path)!).text;

describe("the shell heading", () => {
  it.each([
    ["/", "Typing Test"],
    ["/30-seconds", "30 Seconds Typing Test"],
    ["/1-minute", "1 Minute Typing Test"],
    ["/10-minute", "10 Minute Typing Test"],
    ["/300-characters", "300 Characters Typing Test"],
    ["/2000-characters/", "2000 Characters Typing Test"],
    ["/10-words", "10 Words Typing Test"],
    ["/100-words", "100 Words Typing Test"],
    ["/custom-length", "Custom Length Typing Test"],
    ["/practice", "Typing Practice"],
    ["/race", "Typing Race"],
    ["/leaderboard", "Leaderboard"],
    ["/settings", "Settings"],
    ["/help", "Help with Typing Test"],
    ["/faq", "Frequently Asked Questions"],
    ["/word-count-tool", "Word Count Tool"],
    ["/blog", "Typing Tips & Articles"],
    ["/blog/typetempo-typing-practice-platform", "Typing Tips & Articles"],
    ["/about", "Typing Test"],
  ])("of %s is %s", (path, heading) => {
    expect(headingOf(path)).toBe(heading);
  });

  it("of each page drawn in the browser is its own", () => {
    expect(Object.fromEntries(CLIENT_PAGES.map((page) => [page.pattern, page.heading]))).toEqual({
      "/race/:code": "Typing Race",
      "/replay/:resultId": "Replay",
      "/results/:resultId": "Test Result",
      "/u/:username": "Typist Profile",
      "/admin": "Moderation",
      "/reset-password": "Reset Your Password",
    });
  });
});

describe("which pages the shell heading names", () => {
  it.each(["/", "/30-seconds", "/2000-characters/", "/leaderboard", "/blog", "/faq"])(
    "%s has the shell heading as its h1",
    (path) => expect(shellHeading(findPage(path)!).h1).toBe(true),
  );

  it.each([
    "/about",
    "/terms",
    "/privacy",
    "/contact",
    "/profile",
    "/blog/typetempo-typing-practice-platform",
  ])("%s names itself in its own content", (path) =>
    expect(shellHeading(findPage(path)!).h1).toBe(false),
  );

  it("is the h1 of every page with a heading of its own", () => {
    for (const page of PAGES)
      expect(shellHeading(page).h1).toBe(Boolean(page.heading) || page.path === "/");
  });
});

describe("normalizePath", () => {
  it("drops every trailing slash but keeps the root", () => {
    expect(normalizePath("/faq")).toBe("/faq");
    expect(normalizePath("/faq//")).toBe("/faq");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("//")).toBe("/");
  });
});
