/**
 * Who races whom in ranked races (product 'Ranked races'): a typist joins an open ranked room
 * whose racers' ratings are all within a window of their own, a window that widens the longer
 * either side has waited; with none, they open a room of their own, and a typist alone in one
 * moves to another room that fits once the window has grown enough.
 */

/** The window starts at ± this many rating points… */
export const WINDOW_START = 100;
/** …and widens by this many… */
export const WINDOW_STEP = 50;
/** …every this many milliseconds of waiting, without end: anyone meets someone in the end. */
export const WINDOW_STEP_MS = 5000;

/** How far apart two ratings may be after this long a wait. */
export function matchWindow(waitMs: number): number {
  return WINDOW_START + WINDOW_STEP * Math.floor(Math.max(0, waitMs) / WINDOW_STEP_MS);
}

/** An open ranked room as matching sees it: its racers' ratings and when it opened. */
export interface OpenRoom {
  code: string;
  ratings: number[];
  /** When the room opened, on the server's clock: its first racer has waited since. */
  since: number;
}

/** Whether a typist rated `rating`, waiting since `since`, fits the room at `now`. */
export function fits(rating: number, since: number, room: OpenRoom, now: number): boolean {
  const window = matchWindow(now - Math.min(since, room.since));
  return room.ratings.every((other) => Math.abs(other - rating) <= window);
}

const mean = (ratings: number[]) => ratings.reduce((sum, r) => sum + r, 0) / ratings.length;

/**
 * The room a typist joins among those that fit: the fullest (its race starts soonest), then
 * the one closest to their rating, then the one waiting longest. Null when none fits.
 */
export function pickRoom(
  rating: number,
  since: number,
  rooms: readonly OpenRoom[],
  now: number,
): OpenRoom | null {
  const fitting = rooms.filter((room) => room.ratings.length > 0 && fits(rating, since, room, now));
  fitting.sort(
    (a, b) =>
      b.ratings.length - a.ratings.length ||
      Math.abs(mean(a.ratings) - rating) - Math.abs(mean(b.ratings) - rating) ||
      a.since - b.since,
  );
  return fitting[0] ?? null;
}

/**
 * Where a typist alone in their room `own` moves: a room that fits and is ahead of theirs
 * (fuller, or opened earlier, or opened at the same time with a lower code), so that of two
 * lone typists who fit each other only one moves. Null when they stay.
 */
export function pickMove(own: OpenRoom, rooms: readonly OpenRoom[], now: number): OpenRoom | null {
  const rating = own.ratings[0];
  if (rating === undefined || own.ratings.length !== 1) return null;
  const ahead = rooms.filter(
    (room) =>
      room.code !== own.code &&
      (room.ratings.length > 1 ||
        room.since < own.since ||
        (room.since === own.since && room.code < own.code)),
  );
  return pickRoom(rating, own.since, ahead, now);
}

/** Why a guest cannot race ranked: a rating belongs to an account. */
export const RANKED_NEEDS_ACCOUNT =
  "Ranked races are for signed-in typists: sign in to race ranked and get a rating.";
