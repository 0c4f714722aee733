import { DIFFICULTIES, type Difficulty } from "../typing/difficulty.ts";
import {
  CHARACTER_LENGTHS,
  OFFERED_MODES,
  TIMED_DURATIONS,
  WORD_COUNTS,
  modeName,
} from "../typing/test-modes.ts";

/** A history page holds 20 results: the server's default, a screenful on a laptop. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * The kinds of result the history can show: the typist's tests and practice, and results
 * imported from other sites (src/core/imports).
 */
export const HISTORY_KINDS = ["test", "practice", "imported"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Every stored mode name a visitor can pick today, timed first, as the history filters offer. */
export const HISTORY_MODES: readonly string[] = OFFERED_MODES.map(modeName);

/** The mode filter's choices in groups, as the home page groups the tests. */
export const HISTORY_MODE_GROUPS: readonly { label: string; modes: readonly string[] }[] = [
  {
    label: "Timed tests",
    modes: TIMED_DURATIONS.map((seconds) => modeName({ kind: "timed", seconds })),
  },
  {
    label: "Character tests",
    modes: CHARACTER_LENGTHS.map((characters) => modeName({ kind: "length", characters })),
  },
  {
    label: "Word tests",
    modes: WORD_COUNTS.map((count) => modeName({ kind: "words", count })),
  },
];

export interface HistoryFilters {
  mode: string | "all";
  difficulty: Difficulty | "all";
  /** UTC days, YYYY-MM-DD, both included; null for an open end. */
  from: string | null;
  to: string | null;
  kind: HistoryKind | "all";
}

export interface HistoryView extends HistoryFilters {
  /** One-based, as shown in the pager and the address bar. */
  page: number;
}

export const ALL_HISTORY: HistoryFilters = {
  mode: "all",
  difficulty: "all",
  from: null,
  to: null,
  kind: "all",
};

/** Whether a view narrows the history at all, so "nothing matches" can differ from "no results". */
export function isFiltered(filters: HistoryFilters): boolean {
  return (
    filters.mode !== "all" ||
    filters.difficulty !== "all" ||
    filters.from !== null ||
    filters.to !== null ||
    filters.kind !== "all"
  );
}

/** A real calendar day written YYYY-MM-DD, or null. */
function utcDay(value: string | null): string | null {
  const time = Date.parse(`${value}T00:00:00Z`);
  // Only a real day written YYYY-MM-DD reads back the same: Date.parse rolls 2026-02-30 over to
  // March, and other forms (or none) read back otherwise or not at all.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "all" {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : "all";
}

/**
 * The history's view in the address bar. Anything invalid falls back to no filter and page 1,
 * so a mangled shared link still opens the history; a range given backwards is turned round.
 */
export function parseHistoryView(search: URLSearchParams): HistoryView {
  const page = Number(search.get("page"));
  const from = utcDay(search.get("from"));
  const to = utcDay(search.get("to"));
  const backwards = from !== null && to !== null && from > to;
  return {
    mode: oneOf(HISTORY_MODES, search.get("mode")),
    difficulty: oneOf(DIFFICULTIES, search.get("difficulty")),
    from: backwards ? to : from,
    to: backwards ? from : to,
    kind: oneOf(HISTORY_KINDS, search.get("kind")),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function filterParams(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.mode !== "all") params.set("mode", view.mode);
  if (view.difficulty !== "all") params.set("difficulty", view.difficulty);
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.kind !== "all") params.set("kind", view.kind);
  return params;
}

/** The address-bar query of a view, leaving out the defaults; "" for the whole history. */
export function historySearch(view: HistoryView): string {
  const params = filterParams(view);
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The GET /api/me/history query for a view (src/core/api/results.ts historyQuerySchema): the
 * filters set, then the page and its size.
 */
export function historyApiQuery(view: HistoryView) {
  return {
    mode: view.mode === "all" ? undefined : view.mode,
    difficulty: view.difficulty === "all" ? undefined : view.difficulty,
    from: view.from || undefined,
    to: view.to || undefined,
    kind: view.kind === "all" ? undefined : view.kind,
    page: view.page,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

/** How many pages `total` results fill; at least 1, so an empty history is "Page 1 of 1". */
export function pageCount(total: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The one-based positions of a page's first and last rows among all matching results. */
export function shownRange(
  page: number,
  rows: number,
  pageSize = HISTORY_PAGE_SIZE,
): { first: number; last: number } {
  const first = (page - 1) * pageSize + 1;
  return { first, last: first + rows - 1 };
}
