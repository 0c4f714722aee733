import { describe, expect, it } from "vitest";
import { CLIENT_PAGES, clientPageHandle, REPLAY_PAGE } from "./client-pages.ts";
import { clientPageMeta } from "./page-meta.ts";

describe("browser-drawn pages", () => {
  it("give the shell their heading as the page's h1", () => {
    expect(clientPageHandle(REPLAY_PAGE)).toEqual({ heading: { text: "Replay", h1: true } });
  });

  it("have a title, a description and noindex, and no canonical address", () => {
    expect(clientPageMeta(REPLAY_PAGE)).toEqual([
      { title: "Replay of a Ranked Typing Test | TypeTempo" },
      {
        name: "description",
        content:
          "Watch a ranked typing test as it was typed, keystroke by keystroke, with live WPM and the speed graph.",
      },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("are the race room, replay, result, public profile, moderation and password reset pages", () => {
    expect(CLIENT_PAGES.map((page) => page.pattern)).toEqual([
      "/race/:code",
      "/replay/:resultId",
      "/results/:resultId",
      "/u/:username",
      "/admin",
      "/reset-password",
    ]);
  });
});
