import { beforeEach, describe, expect, it } from "vitest";
import { siteNavigation, type NavList, type SiteNavigation } from "./navigation.ts";
import { PAGES } from "./route-catalog.ts";
import { CHARACTER_LENGTHS, TIMED_DURATIONS, WORD_COUNTS } from "../typing/test-modes.ts";

// Built afresh for each test rather than once on import, so each test checks the navigation
// siteNavigation builds when it runs.
let navigation: SiteNavigation;
beforeEach(() => {
  navigation = siteNavigation(PAGES);
});
const section = (title: string) => navigation.sections.find((s) => s.title === title);

describe("the site's navigation, from the route catalog", () => {
  it("has product 'Screens and routes' sections in their order", () => {
    expect(navigation.sections.map((s) => s.title)).toEqual([
      "Test Duration",
      "Practice",
      "Race",
      "Leaderboard",
      "Resources",
      "Settings",
      "Help",
    ]);
  });

  it("lists every test in two labelled columns, the character and word tests under their short labels", () => {
    const [timed, characters, words] = section("Test Duration")!.lists as [
      NavList,
      NavList,
      NavList,
    ];
    expect(timed).toMatchObject({ label: "Timed tests", columns: 2 });
    expect(timed.links.map((l) => l.to)).toEqual(
      TIMED_DURATIONS.map((s) => PAGES.find((p) => p.id === `timed-${s}`)!.path),
    );
    expect(timed.links[0]).toEqual({ to: "/30-seconds", label: "30 Seconds" });
    expect(characters).toMatchObject({ label: "Character tests", columns: 2 });
    expect(characters.links).toHaveLength(CHARACTER_LENGTHS.length);
    expect(characters.links[0]).toEqual({ to: "/300-characters", label: "300 chars" });
    expect(words).toMatchObject({ label: "Word tests", columns: 2 });
    expect(words.links).toHaveLength(WORD_COUNTS.length);
    expect(words.links[0]).toEqual({ to: "/10-words", label: "10 words" });
  });

  it("keeps the full labels of each list for pages that show them whole", () => {
    expect(navigation.lists["Character tests"]![0]).toEqual({
      to: "/300-characters",
      label: "300 Characters",
    });
    expect(navigation.lists["Timed tests"]).toHaveLength(TIMED_DURATIONS.length);
    expect(navigation.lists["Word tests"]!.at(-1)).toEqual({
      to: "/100-words",
      label: "100 Words",
    });
  });

  it("names the product's resources and rankings as the specification does", () => {
    expect(section("Leaderboard")!.lists).toEqual([
      { columns: 1, links: [{ to: "/leaderboard", label: "Global Rankings" }] },
    ]);
    expect(section("Resources")!.lists[0]!.links.map((l) => l.label)).toEqual([
      "Blog & Articles",
      "How to Type",
      "FAQ",
      "Word Count Tool",
    ]);
    expect(section("Help")!.lists[0]!.links.map((l) => l.to)).toEqual(["/contact", "/about"]);
  });

  it("orders the footer by its places, not the catalog's", () => {
    expect(navigation.footer.map((l) => l.label)).toEqual([
      "About",
      "Blog",
      "Terms",
      "Privacy",
      "FAQ",
      "Contact",
    ]);
    expect(navigation.footer[0]).toEqual({ to: "/about", label: "About" });
  });

  it("leaves out a section no page is placed in and a page placed nowhere", () => {
    const nav = siteNavigation([
      { path: "/a", nav: { section: "Race", label: "A" } },
      { path: "/b" },
      { path: "/c", footer: { label: "C", position: 1 } },
    ]);
    expect(nav.sections).toEqual([
      { title: "Race", lists: [{ columns: 1, links: [{ to: "/a", label: "A" }] }] },
    ]);
    expect(nav.footer).toEqual([{ to: "/c", label: "C" }]);
    expect(nav.lists).toEqual({});
  });
});
