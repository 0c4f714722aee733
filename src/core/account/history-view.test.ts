import { describe, expect, it } from "vitest";
import { endpointUrl } from "../api/endpoint.ts";
import {
  ALL_HISTORY,
  HISTORY_MODES,
  HISTORY_MODE_GROUPS,
  historyApiQuery,
  historySearch,
  isFiltered,
  pageCount,
  parseHistoryView,
  shownRange,
} from "./history-view.ts";

const parse = (query: string) => parseHistoryView(new URLSearchParams(query));
const whole = { ...ALL_HISTORY, page: 1 };

describe("the history's view in the address bar", () => {
  it("reads every filter and the page", () => {
    expect(
      parse("mode=300+Characters&difficulty=hard&from=2026-06-01&to=2026-06-30&kind=test&page=3"),
    ).toEqual({
      mode: "300 Characters",
      difficulty: "hard",
      from: "2026-06-01",
      to: "2026-06-30",
      kind: "test",
      page: 3,
    });
  });

  it("reads an empty query as the whole history", () => {
    expect(parse("")).toEqual(whole);
  });

  it.each([
    "mode=45-seconds",
    "mode=practice",
    "difficulty=HARD",
    "from=2026-02-30",
    "to=2026-6-1",
    "from=yesterday",
    "kind=custom",
    "page=0",
    "page=2.5",
    "page=-3",
    "page=100001",
  ])("drops the invalid %s", (query) => {
    expect(parse(query)).toEqual(whole);
  });

  it("keeps an open-ended range", () => {
    expect(parse("from=2026-06-01")).toMatchObject({ from: "2026-06-01", to: null });
    expect(parse("to=2026-06-01")).toMatchObject({ from: null, to: "2026-06-01" });
  });

  it("turns a backwards range round", () => {
    expect(parse("from=2026-06-30&to=2026-06-01")).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-30",
    });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(historySearch(whole)).toBe("");
    const view = { ...whole, mode: "1-minute", from: "2026-06-01", page: 2 };
    expect(historySearch(view)).toBe("?mode=1-minute&from=2026-06-01&page=2");
    expect(parse(historySearch(view).slice(1))).toEqual(view);
    const spaced = { ...whole, mode: "2000 Characters", kind: "practice" as const };
    expect(historySearch(spaced)).toBe("?mode=2000+Characters&kind=practice");
  });

  it("offers every mode, timed ones first", () => {
    expect(HISTORY_MODES).toHaveLength(20);
    expect(HISTORY_MODES.slice(0, 2)).toEqual(["30-seconds", "1-minute"]);
    expect(HISTORY_MODES.at(-1)).toBe("100 Words");
  });

  it("groups the modes into timed, character and word tests", () => {
    expect(HISTORY_MODE_GROUPS.map((group) => group.label)).toEqual([
      "Timed tests",
      "Character tests",
      "Word tests",
    ]);
    expect(HISTORY_MODE_GROUPS[0]!.modes).toEqual([
      "30-seconds",
      "1-minute",
      "2-minute",
      "3-minute",
      "5-minute",
      "10-minute",
    ]);
    expect(HISTORY_MODE_GROUPS[1]!.modes).toHaveLength(10);
    expect(HISTORY_MODE_GROUPS[1]!.modes[0]).toBe("300 Characters");
    expect(HISTORY_MODE_GROUPS[2]!.modes).toEqual([
      "10 Words",
      "25 Words",
      "50 Words",
      "100 Words",
    ]);
  });

  it("tells a filtered view from the whole history", () => {
    expect(isFiltered(ALL_HISTORY)).toBe(false);
    expect(isFiltered({ ...ALL_HISTORY, to: "2026-01-01" })).toBe(true);
    expect(isFiltered({ ...ALL_HISTORY, kind: "test" })).toBe(true);
  });
});

describe("the history's API query and pages", () => {
  it("always names the page and its size", () => {
    const history = (query: ReturnType<typeof historyApiQuery>) =>
      endpointUrl("/api/me/history", undefined, query);
    expect(history(historyApiQuery(whole))).toBe("/api/me/history?page=1&pageSize=20");
    expect(
      history(historyApiQuery({ ...whole, difficulty: "easy", to: "2026-01-31", page: 4 })),
    ).toBe("/api/me/history?difficulty=easy&to=2026-01-31&page=4&pageSize=20");
    expect(
      history(
        historyApiQuery({ ...whole, mode: "300 Characters", from: "2026-01-01", kind: "test" }),
      ),
    ).toBe("/api/me/history?mode=300+Characters&from=2026-01-01&kind=test&page=1&pageSize=20");
  });

  it("counts pages of 20", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });

  it("numbers the rows a page shows", () => {
    expect(shownRange(1, 20)).toEqual({ first: 1, last: 20 });
    expect(shownRange(3, 5)).toEqual({ first: 41, last: 45 });
  });
});

describe("history filters and pages at their limits", () => {
  it("counts each filter alone as narrowing the history", () => {
    expect(isFiltered({ ...ALL_HISTORY, mode: "1-minute" })).toBe(true);
    expect(isFiltered({ ...ALL_HISTORY, difficulty: "easy" })).toBe(true);
    expect(isFiltered({ ...ALL_HISTORY, from: "2026-01-01" })).toBe(true);
  });

  it.each(["from=", "from=x2026-06-01", "from=2026-06-01x", "from=+02026-06-01", "from=null"])(
    "drops the day in %s",
    (query) => {
      expect(parse(query)).toEqual(whole);
    },
  );

  it("keeps a range open at either end as it is, and turns round only a backwards one", () => {
    expect(parse("from=2026-06-30")).toMatchObject({ from: "2026-06-30", to: null });
    expect(parse("to=2026-06-01")).toMatchObject({ from: null, to: "2026-06-01" });
    expect(parse("from=2026-06-30&to=2026-06-01")).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-30",
    });
  });

  it("keeps a range of one day as it is", () => {
    expect(parse("from=2026-06-01&to=2026-06-01")).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-01",
    });
  });

  it("takes pages 1 and 100000, the first and the last the server serves", () => {
    expect(parse("page=1").page).toBe(1);
    expect(parse("page=100000").page).toBe(100_000);
  });

  it("writes the difficulty and the end of a range into the address", () => {
    const view = { ...whole, difficulty: "hard" as const, to: "2026-06-30" };
    expect(historySearch(view)).toBe("?difficulty=hard&to=2026-06-30");
    expect(parse(historySearch(view).slice(1))).toEqual(view);
  });
});
