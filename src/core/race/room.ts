import type { Difficulty } from "../typing/difficulty.ts";
import type {
  ProgressMessage,
  RaceErrorCode,
  RacePhase,
  RaceResult,
  RacerView,
  RoomKind,
  RoomSnapshot,
} from "./protocol.ts";
import { emptyTyping, lanePosition, liveWpm, replayChunk, type RaceTyping } from "./progress.ts";
import { raceVerdict, type RaceVerdict } from "./result.ts";
import { type RacePassage } from "./text-source.ts";
import { unlaggedWpm } from "./unlagged.ts";
import { FLAG_REASONS } from "../typing/result-verification.ts";
import { accuracyPercent, countCorrect } from "../typing/scoring.ts";
import { RANKED_NEEDS_ACCOUNT } from "./ranked-match.ts";
import type { ShownRating } from "./rating-label.ts";

/**
 * One race room as a plain state machine (product 'Live races'): waiting → countdown → running →
 * finished, and, when its racers ask to race again, back to waiting for the next race of the
 * room (askRematch). The server holds one per room and calls these functions with its clock's
 * `now`; they change the room and answer what happened, so the server only sends and stores.
 */

/** A race needs at least this many typists, and takes at most this many. */
export const MIN_RACERS = 2;
export const MAX_RACERS = 5;

export interface Racer {
  id: string;
  name: string;
  /** The account of a signed-in racer; null for a guest. */
  userId: string | null;
  /** Proves a reconnecting guest is this racer. */
  rejoinKey: string;
  connected: boolean;
  typing: RaceTyping;
  /** Ms since the start at which the server accepted the racer's last chunk. */
  progressMs: number;
  /** Ms since the start at which the chunk that completed the passage arrived. */
  finishedMs: number | null;
  place: number | null;
  /** The final check of a finished racer's result; null until they finish. */
  verdict: RaceVerdict | null;
  /** In a ranked room: the racer's rating when they joined, which matched them. */
  rating?: ShownRating;
}

export interface RaceRoom {
  /** The race's id: each race of the room (a rematch is another) is stored under its own. */
  id: string;
  code: string;
  kind: RoomKind;
  difficulty: Difficulty;
  passage: RacePassage;
  phase: RacePhase;
  hostId: string | null;
  racers: Racer[];
  /** When a quick room first had enough racers to start: its wait runs from then. */
  quorumAt: number | null;
  startsAt: number | null;
  startedAt: number | null;
  endsAt: number | null;
  /*
   * The fields below came with rematches. They are optional because a room's state may have
   * been written to Redis by an instance that predates them (room-state.ts); absent, a room is
   * in its first race and no one has asked for another.
   */
  /** Which race of the room this is: 1, then one more for each rematch. */
  round?: number;
  /** After the finish: the racers who asked to race again, by id, in the order they asked. */
  rematch?: string[];
  /**
   * While a rematch waits to start: the last race's racers, still connected, who have not
   * asked for it yet. They may still join it; those who left are dropped. Null or absent in a
   * room's first race.
   */
  previous?: Racer[] | null;
  /** The ids of the passages the room has raced on, so a rematch draws another. */
  served?: number[];
}

export interface RoomTimes {
  countdownMs: number;
  timeLimitMs: number;
}

export type Refusal = { ok: false; code: RaceErrorCode; message: string };
const refuse = (code: RaceErrorCode, message: string): Refusal => ({ ok: false, code, message });

export function createRoom(
  fields: Pick<RaceRoom, "id" | "code" | "kind" | "difficulty" | "passage">,
): RaceRoom {
  return {
    ...fields,
    phase: "waiting",
    hostId: null,
    racers: [],
    quorumAt: null,
    startsAt: null,
    startedAt: null,
    endsAt: null,
  };
}

export function newRacer(
  fields: Pick<Racer, "id" | "name" | "userId" | "rejoinKey" | "rating">,
): Racer {
  return {
    ...fields,
    connected: true,
    typing: emptyTyping(),
    progressMs: 0,
    finishedMs: null,
    place: null,
    verdict: null,
  };
}

type Who = { userId: string | null; rejoinKey?: string | undefined };
const isWho = (who: Who) => (racer: Racer) =>
  who.userId ? racer.userId === who.userId : racer.rejoinKey === who.rejoinKey;

/** The racer a reconnect is: the same account, or a guest with the key given at join. */
export function findReturning(room: RaceRoom, who: Who): Racer | undefined {
  return room.racers.find(isWho(who));
}

/**
 * Seats a racer, or brings a known one back: a racer may rejoin a running race, a newcomer only
 * a waiting room with a free seat. The first racer of a private room hosts it.
 */
export function joinRoom(
  room: RaceRoom,
  racer: Racer,
  now: number,
): { ok: true; racer: Racer; rejoined: boolean } | Refusal {
  const returning = findReturning(room, racer);
  if (returning) {
    if (returning.connected) return refuse("already-joined", "You are in this race already.");
    returning.connected = true;
    return { ok: true, racer: returning, rejoined: true };
  }
  if (room.phase !== "waiting") return refuse("race-started", "This race has started.");
  if (room.kind === "ranked" && racer.userId === null) {
    return refuse("sign-in-required", RANKED_NEEDS_ACCOUNT);
  }
  if (room.racers.length >= MAX_RACERS) return refuse("room-full", "This race is full.");
  // One of the last race's racers, on a new connection (a reloaded page), keeps their lane's id.
  const before = room.previous?.find(isWho(racer));
  if (before) room.previous = room.previous!.filter((r) => r !== before);
  racer = before ?? racer;
  room.racers.push(racer);
  if (room.kind === "private" && room.hostId === null) room.hostId = racer.id;
  if (room.racers.length >= MIN_RACERS && room.quorumAt === null) room.quorumAt = now;
  return { ok: true, racer, rejoined: false };
}

/**
 * A racer's socket closed. Before the countdown they leave the room (a private room's host
 * passes to the next racer); after, they keep their lane, shown disconnected, and may rejoin.
 * After the finish they no longer ask for a rematch, and a private room's host passes to a
 * racer still there, one who asked first. One of the last race's racers who had not joined
 * the rematch is dropped from it.
 */
export function disconnect(room: RaceRoom, racerId: string): void {
  if (room.previous) room.previous = room.previous.filter((r) => r.id !== racerId);
  const racer = room.racers.find((r) => r.id === racerId);
  if (!racer) return;
  if (room.phase === "finished") {
    racer.connected = false;
    room.rematch = (room.rematch ?? []).filter((id) => id !== racerId);
    if (room.hostId === racerId) {
      const here = room.racers.filter((r) => r.connected);
      const asked = here.find((r) => room.rematch!.includes(r.id));
      room.hostId = (asked ?? here[0])?.id ?? null;
    }
    return;
  }
  if (room.phase !== "waiting") {
    racer.connected = false;
    return;
  }
  room.racers = room.racers.filter((r) => r.id !== racerId);
  if (room.hostId === racerId) room.hostId = room.racers[0]?.id ?? null;
  if (room.racers.length < MIN_RACERS) room.quorumAt = null;
}

/** Starts the countdown: by the host of a private room, or by the server for the others. */
export function startCountdown(
  room: RaceRoom,
  by: string | null,
  now: number,
  times: RoomTimes,
): { ok: true } | Refusal {
  if (room.phase !== "waiting") return refuse("race-started", "This race has started.");
  if (room.kind !== "private" && by !== null) {
    return refuse("not-host", `A ${room.kind} race starts by itself when enough typists are in.`);
  }
  // A quick room has no host and was started by the server (null) to get here.
  if (by !== room.hostId) {
    return refuse("not-host", "Only the room's host can start the race.");
  }
  if (room.racers.length < MIN_RACERS) {
    return refuse("too-few-racers", `A race needs at least ${MIN_RACERS} typists.`);
  }
  room.phase = "countdown";
  room.startsAt = now + times.countdownMs;
  return { ok: true };
}

/**
 * Whether a quick or ranked room should start now: full, or with enough racers for the whole
 * wait. A quick rematch starts at once when everyone of the last race who is still there is in.
 */
export function quickStartDue(room: RaceRoom, now: number, waitMs: number): boolean {
  if (room.kind === "private" || room.phase !== "waiting") return false;
  if (room.racers.length >= MAX_RACERS) return true;
  if (room.quorumAt === null) return false;
  return now - room.quorumAt >= waitMs || room.previous?.length === 0;
}

export type RematchOutcome =
  | {
      ok: true;
      /** The next race should form now (rematchDue): the caller draws its passage. */
      due: boolean;
    }
  | Refusal;

/**
 * Whether a finished room's racers have asked enough to form the next race: in a private room,
 * its host (who starts it, as the first time: the others may join it until then); in a quick
 * room, two racers, the least a race needs (it then starts once everyone still there is in,
 * or the quick wait after, as quick races do: quickStartDue).
 */
export function rematchDue(room: RaceRoom): boolean {
  if (room.phase !== "finished") return false;
  const asked = room.rematch ?? [];
  return room.kind === "private"
    ? room.hostId !== null && asked.includes(room.hostId)
    : asked.length >= MIN_RACERS;
}

/**
 * A racer asks to race again. After the finish they are noted (rematchDue says when that is
 * enough); once the next race is forming, one of the last race's racers joins it, until its
 * countdown.
 */
export function askRematch(room: RaceRoom, racerId: string, now: number): RematchOutcome {
  const racer = room.racers.find((r) => r.id === racerId);
  if (racer && room.phase === "finished") {
    const asked = room.rematch ?? [];
    if (!asked.includes(racerId)) room.rematch = [...asked, racerId];
    return { ok: true, due: rematchDue(room) };
  }
  if (racer) {
    return room.phase === "waiting"
      ? { ok: true, due: false }
      : refuse("not-finished", "This race is not over yet.");
  }
  const before = room.previous?.find((r) => r.id === racerId);
  if (before && room.phase === "waiting") {
    const joined = joinRoom(room, before, now);
    return joined.ok ? { ok: true, due: false } : joined;
  }
  return refuse("race-started", "The next race has started without you.");
}

/** How many passages the room remembers, so its rematches do not repeat one soon. */
const SERVED_KEPT = 20;

/**
 * Forms the next race of a finished room on `passage`, under the new race's `id`: the racers
 * who asked, fresh, in their lanes' order, wait for the start by the room's rules (a private
 * room's host, who stays host if they asked; a quick room's wait, quickStartDue). The last
 * race's other racers still there may join it (askRematch); those who left are dropped. The
 * finished race is the caller's to have stored already.
 */
export function startRematch(room: RaceRoom, id: string, passage: RacePassage, now: number): void {
  const asked = new Set(room.rematch ?? []);
  const stay = room.racers.filter((racer) => asked.has(racer.id) && racer.connected);
  room.previous = room.racers
    .filter((racer) => !asked.has(racer.id) && racer.connected)
    .map(({ id: racerId, name, userId, rejoinKey }) =>
      newRacer({ id: racerId, name, userId, rejoinKey }),
    );
  room.racers = stay.map(({ id: racerId, name, userId, rejoinKey }) =>
    newRacer({ id: racerId, name, userId, rejoinKey }),
  );
  if (room.kind === "private" && !stay.some((racer) => racer.id === room.hostId)) {
    room.hostId = room.racers[0]?.id ?? null;
  }
  room.served = [...(room.served ?? [room.passage.id]), passage.id].slice(-SERVED_KEPT);
  room.id = id;
  room.passage = passage;
  room.round = (room.round ?? 1) + 1;
  room.rematch = [];
  room.phase = "waiting";
  room.quorumAt = room.racers.length >= MIN_RACERS ? now : null;
  room.startsAt = null;
  room.startedAt = null;
  room.endsAt = null;
}

const allFinished = (room: RaceRoom) => room.racers.every((racer) => racer.finishedMs !== null);

/**
 * Moves the room on with the clock: the countdown ends in the start, the time limit in the end.
 * Answers the phase it entered, if it changed.
 */
export function tick(room: RaceRoom, now: number, times: RoomTimes): RacePhase | null {
  if (room.phase === "countdown" && room.startsAt !== null && now >= room.startsAt) {
    room.phase = "running";
    // The last race's racers who did not join this one in time are out of the room now.
    if (room.previous) room.previous = [];
    room.startedAt = room.startsAt;
    room.endsAt = room.startedAt + times.timeLimitMs;
    return "running";
  }
  if (room.phase === "running" && room.endsAt !== null && now >= room.endsAt) {
    room.phase = "finished";
    return "finished";
  }
  return null;
}

/**
 * Ends a running race now, as its time limit would (the server that holds it is stopping):
 * every racer keeps what they typed and the finishers their places. Answers whether it ended.
 */
export function endEarly(room: RaceRoom, now: number): boolean {
  if (room.phase !== "running") return false;
  room.phase = "finished";
  room.endsAt = Math.min(room.endsAt ?? now, now);
  return true;
}

export type ProgressOutcome =
  { ok: true; racer: Racer; finished: boolean; raceOver: boolean } | (Refusal & { seq: number });

/** A place goes to a result that passes the final check with no flag, as a ranked one would. */
const earnsPlace = (verdict: RaceVerdict) => verdict.ok && verdict.flags.length === 0;

/**
 * Applies a racer's progress chunk arriving at `now` (the server's clock). A chunk that does not
 * replay (replayChunk) is refused and changes nothing. The chunk that makes the typed text the
 * passage finishes the racer: their result is judged (raceVerdict, with the speed challenge's
 * `thresholdWpm`), places go in the order such chunks arrive to results that earn one, and the
 * last racer to finish ends the race.
 */
export function applyProgress(
  room: RaceRoom,
  racerId: string,
  chunk: ProgressMessage,
  now: number,
  thresholdWpm: number,
): ProgressOutcome {
  const racer = room.racers.find((r) => r.id === racerId);
  const seq = chunk.seq;
  if (!racer) return { ...refuse("not-joined", "Join a race first."), seq };
  if (room.phase !== "running" || room.startedAt === null) {
    return { ...refuse("not-running", "This race is not running."), seq };
  }
  if (racer.finishedMs !== null) {
    return { ...refuse("not-running", "You have finished this race."), seq };
  }
  const elapsedMs = now - room.startedAt;
  const passage = room.passage.text;
  const typing = replayChunk(racer.typing, chunk, passage, elapsedMs);
  if (typeof typing === "string") {
    return { ...refuse("forged-progress", `This progress was refused: ${typing}.`), seq };
  }
  racer.typing = typing;
  racer.progressMs = elapsedMs;
  const finished = typing.text === passage;
  if (finished) {
    racer.finishedMs = elapsedMs;
    racer.verdict = raceVerdict(passage, typing, elapsedMs, thresholdWpm);
    if (earnsPlace(racer.verdict)) {
      racer.place = room.racers.filter((r) => r.place !== null).length + 1;
    }
  }
  const raceOver = finished && allFinished(room);
  if (raceOver) room.phase = "finished";
  return { ok: true, racer, finished, raceOver };
}

/** Why a finished result earns no place: the final check's refusal or its flags; else null. */
function unplacedReason(verdict: RaceVerdict | null): string | null {
  if (!verdict) return null;
  if (!verdict.ok) return verdict.reason;
  return verdict.flags.length > 0
    ? verdict.flags.map((flag) => FLAG_REASONS[flag]).join("; ")
    : null;
}

/**
 * A lane as everyone sees it; the speed is over the race's time when the racer last sent. A
 * finish the final check refused or flagged shows its reason instead of a speed: a pasted
 * passage would otherwise read as thousands of WPM.
 */
export function racerView(room: RaceRoom, racer: Racer): RacerView {
  const { text } = racer.typing;
  const passage = room.passage.text;
  const ms = racer.finishedMs ?? racer.progressMs;
  const unplaced = unplacedReason(racer.verdict);
  return {
    id: racer.id,
    name: racer.name,
    guest: racer.userId === null,
    connected: racer.connected,
    position: lanePosition(passage, text),
    wpm: unplaced === null ? liveWpm(passage, text, ms) : null,
    place: racer.place,
    finished: racer.finishedMs !== null,
    unplaced,
    ...(racer.rating && { rating: racer.rating }),
  };
}

export function snapshot(room: RaceRoom): RoomSnapshot {
  const shown = room.phase === "running" || room.phase === "finished";
  return {
    code: room.code,
    kind: room.kind,
    difficulty: room.difficulty,
    phase: room.phase,
    hostId: room.hostId,
    racers: room.racers.map((racer) => racerView(room, racer)),
    startsAt: room.startsAt,
    startedAt: room.startedAt,
    endsAt: room.endsAt,
    passage: shown ? room.passage.text : null,
    round: room.round ?? 1,
    rematch: room.rematch ?? [],
  };
}

/** The race's standings: placed racers by place, then the others by how far they got. */
export function raceResults(room: RaceRoom): RaceResult[] {
  const passage = room.passage.text;
  return room.racers
    .map((racer): RaceResult => {
      const { text } = racer.typing;
      const view = racerView(room, racer);
      const verdict = racer.verdict;
      return {
        // The lane's speed is a finish's scored speed too: the passage over the server's time.
        ...view,
        accuracy: verdict?.ok
          ? verdict.score.accuracy
          : accuracyPercent(countCorrect(passage, text), text.length),
        timeMs: racer.finishedMs,
        unlaggedWpm: view.wpm === null ? null : unlaggedWpm(passage, racer.typing),
      };
    })
    .sort(
      (a, b) =>
        (a.place ?? Number.POSITIVE_INFINITY) - (b.place ?? Number.POSITIVE_INFINITY) ||
        b.position - a.position,
    );
}
