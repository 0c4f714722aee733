import { describe, expect, it } from "vitest";
import { physicalTypist, timeShifted } from "../../../tests/support/typist-models.ts";
import { raceChunks } from "../../../tests/support/racers.ts";
import type { ProgressMessage } from "./protocol.ts";
import { FLAG_REASONS } from "../typing/result-verification.ts";
import {
  MAX_RACERS,
  applyProgress,
  askRematch,
  createRoom,
  disconnect,
  endEarly,
  joinRoom,
  newRacer,
  quickStartDue,
  raceResults,
  rematchDue,
  snapshot,
  startCountdown,
  startRematch,
  tick,
  type RaceRoom,
} from "./room.ts";

const PASSAGE =
  "The quick brown fox jumps over the lazy dog while the band plays on in the square.";
const TIMES = { countdownMs: 3000, timeLimitMs: 120_000 };
const THRESHOLD = 120;

function room(kind: RaceRoom["kind"] = "private"): RaceRoom {
  return createRoom({
    id: "r1",
    code: "ABCDEF",
    kind,
    difficulty: "easy",
    passage: { id: 7, text: PASSAGE },
  });
}

const racer = (n: number, userId: string | null = null) =>
  newRacer({ id: `p${n}`, name: `Guest ${n}`, userId, rejoinKey: `key-${n}-abcdefghijklmnop` });

/** A room of `count` racers, counted down and started at 10,000 on the server's clock. */
function runningRoom(count: number): RaceRoom {
  const r = room();
  for (let n = 1; n <= count; n++) joinRoom(r, racer(n), 0);
  expect(startCountdown(r, "p1", 7000, TIMES)).toEqual({ ok: true });
  expect(tick(r, 10_000, TIMES)).toBe("running");
  return r;
}

/** Sends a racer's whole run, each chunk at its time on the server's clock. */
function race(r: RaceRoom, id: string, wpm: number, seed: number, delayMs = 300) {
  const spanMs = (PASSAGE.length * 12_000) / wpm;
  const run = timeShifted(
    physicalTypist({ text: PASSAGE, wpm, spanMs, seed }, { typoRate: 0 }),
    delayMs,
  );
  return raceChunks(run).map((chunk) => ({
    at: r.startedAt! + chunk.sendAtMs,
    message: chunk.message,
  }));
}

describe("a race room", () => {
  it("seats racers while waiting, makes the first of a private room its host, and holds five", () => {
    const r = room();
    for (let n = 1; n <= MAX_RACERS; n++) expect(joinRoom(r, racer(n), 0).ok).toBe(true);
    expect(r.hostId).toBe("p1");
    expect(joinRoom(r, racer(6), 0)).toMatchObject({ ok: false, code: "room-full" });
  });

  it("lets only the host start, with two racers at least, and counts down before running", () => {
    const r = room();
    joinRoom(r, racer(1), 0);
    expect(startCountdown(r, "p1", 0, TIMES)).toMatchObject({ ok: false, code: "too-few-racers" });
    joinRoom(r, racer(2), 0);
    expect(startCountdown(r, "p2", 0, TIMES)).toMatchObject({ ok: false, code: "not-host" });
    expect(startCountdown(r, "p1", 1000, TIMES)).toEqual({ ok: true });
    expect(snapshot(r)).toMatchObject({ phase: "countdown", startsAt: 4000, passage: null });
    expect(tick(r, 3999, TIMES)).toBeNull();
    expect(tick(r, 4000, TIMES)).toBe("running");
    expect(snapshot(r)).toMatchObject({ startedAt: 4000, endsAt: 124_000, passage: PASSAGE });
    expect(joinRoom(r, racer(3), 4001)).toMatchObject({ ok: false, code: "race-started" });
  });

  it("passes a private room's host on when the host leaves before the start", () => {
    const r = room();
    joinRoom(r, racer(1), 0);
    joinRoom(r, racer(2), 0);
    disconnect(r, "p1");
    expect(r.hostId).toBe("p2");
    expect(r.racers.map((x) => x.id)).toEqual(["p2"]);
  });

  it("starts a quick room when it is full, or once it has had two racers for the wait", () => {
    const r = room("quick");
    joinRoom(r, racer(1), 0);
    expect(quickStartDue(r, 60_000, 5000)).toBe(false);
    joinRoom(r, racer(2), 1000);
    expect(startCountdown(r, "p1", 1000, TIMES)).toMatchObject({ ok: false, code: "not-host" });
    expect(quickStartDue(r, 5999, 5000)).toBe(false);
    expect(quickStartDue(r, 6000, 5000)).toBe(true);
    disconnect(r, "p2");
    expect(quickStartDue(r, 60_000, 5000)).toBe(false);
    for (let n = 3; n <= 6; n++) joinRoom(r, racer(n), 60_000);
    expect(quickStartDue(r, 60_000, 5000)).toBe(true);
  });

  it("places racers in the order their completing chunks reach the server, and ends when all finish", () => {
    const r = runningRoom(3);
    const chunks = [
      ...race(r, "p1", 60, 1).map((c) => ({ ...c, id: "p1" })),
      ...race(r, "p2", 80, 2).map((c) => ({ ...c, id: "p2" })),
      ...race(r, "p3", 45, 3).map((c) => ({ ...c, id: "p3" })),
    ].sort((a, b) => a.at - b.at);
    for (const { id, at, message } of chunks) {
      expect(applyProgress(r, id, message, at, THRESHOLD)).toMatchObject({ ok: true });
    }
    expect(r.phase).toBe("finished");
    const results = raceResults(r);
    expect(results.map((x) => [x.id, x.place])).toEqual([
      ["p2", 1],
      ["p1", 2],
      ["p3", 3],
    ]);
    // The speed is over the server's time from the start to the completing chunk.
    const p2 = r.racers.find((x) => x.id === "p2")!;
    expect(results[0]!.wpm).toBe(Math.round(PASSAGE.length / 5 / (p2.finishedMs! / 60_000)));
    expect(results[0]).toMatchObject({ accuracy: 100, unplaced: null, finished: true });
    // Without network delay in these chunks, the racer's own keystroke times give about the
    // same speed: the last keystroke came shortly before its chunk was sent.
    expect(results[0]!.unlaggedWpm).toBeGreaterThanOrEqual(results[0]!.wpm!);
    expect(results[0]!.unlaggedWpm! - results[0]!.wpm!).toBeLessThan(5);
  });

  it("shows each lane's correct characters and live speed as chunks arrive", () => {
    const r = runningRoom(2);
    const message: ProgressMessage = {
      type: "progress",
      seq: 0,
      length: 5,
      edits: [
        [500, 0, 0, "T"],
        [700, 1, 0, "h"],
        [900, 2, 0, "x"],
        [1100, 3, 0, " "],
        [1300, 4, 0, "q"],
      ],
      keys: [],
    };
    expect(applyProgress(r, "p1", message, r.startedAt! + 1500, THRESHOLD).ok).toBe(true);
    const lane = snapshot(r).racers[0]!;
    // "Thx q": two right from the start; four correct over 1.5 s.
    expect(lane).toMatchObject({ position: 2, wpm: 32, place: null, finished: false });
  });

  it("refuses forged progress and keeps the racer where they were", () => {
    const r = runningRoom(2);
    const at = r.startedAt! + 2000;
    const chunk = (edits: ProgressMessage["edits"], length: number, seq = 0): ProgressMessage => ({
      type: "progress",
      seq,
      length,
      edits,
      keys: [],
    });
    expect(applyProgress(r, "p1", chunk([[1000, 0, 0, "T"]], 1), at, THRESHOLD).ok).toBe(true);
    const forged = [
      // a length the edits do not make
      chunk([[1200, 1, 0, "h"]], 40),
      // typed after it arrived (beyond the clock margin)
      chunk([[3100, 1, 0, "h"]], 2),
      // back in time, before the racer's previous edit
      chunk([[900, 1, 0, "h"]], 2),
      // past the end of the passage
      chunk([[1200, 1, 0, "x".repeat(PASSAGE.length)]], PASSAGE.length + 1),
      // changing text never typed
      chunk([[1200, 5, 0, "h"]], 6),
    ];
    for (const message of forged) {
      expect(applyProgress(r, "p1", message, at, THRESHOLD)).toMatchObject({
        ok: false,
        code: "forged-progress",
      });
    }
    expect(r.racers[0]!.typing).toMatchObject({ text: "T", lastMs: 1000 });
    expect(r.racers[0]!.typing.edits).toHaveLength(1);
  });

  it("refuses progress before the start and after the racer finished", () => {
    const r = room();
    joinRoom(r, racer(1), 0);
    const message: ProgressMessage = {
      type: "progress",
      seq: 0,
      length: 1,
      edits: [[0, 0, 0, "T"]],
      keys: [],
    };
    expect(applyProgress(r, "p1", message, 0, THRESHOLD)).toMatchObject({ code: "not-running" });
    expect(applyProgress(r, "nobody", message, 0, THRESHOLD)).toMatchObject({ code: "not-joined" });
  });

  it("gives no place to a finish the final check refuses or flags", () => {
    const r = runningRoom(2);
    // The whole passage at once: pasted, and far too fast.
    const message: ProgressMessage = {
      type: "progress",
      seq: 0,
      length: PASSAGE.length,
      edits: [[100, 0, 0, PASSAGE]],
      keys: [],
    };
    expect(applyProgress(r, "p1", message, r.startedAt! + 200, THRESHOLD)).toMatchObject({
      ok: true,
      finished: true,
      raceOver: false,
    });
    const [first] = raceResults(r).filter((x) => x.id === "p1");
    // No speed anywhere, only why: the lanes and the standings alike.
    expect(first).toMatchObject({ place: null, finished: true, wpm: null });
    expect(first!.unplaced).toContain("pasted");
    expect(snapshot(r).racers[0]).toMatchObject({ wpm: null, unplaced: first!.unplaced });
    for (const { at, message: m } of race(r, "p2", 50, 4)) {
      expect(applyProgress(r, "p2", m, at, THRESHOLD).ok).toBe(true);
    }
    expect(raceResults(r)[0]).toMatchObject({ id: "p2", place: 1 });
  });

  it("keeps a disconnected racer's lane once started, lets them rejoin, and ends at the time limit", () => {
    const r = runningRoom(2);
    disconnect(r, "p2");
    expect(snapshot(r).racers[1]).toMatchObject({ id: "p2", connected: false });
    expect(joinRoom(r, racer(9), r.startedAt! + 100)).toMatchObject({ code: "race-started" });
    const back = joinRoom(r, racer(2), r.startedAt! + 100);
    expect(back).toMatchObject({ ok: true, rejoined: true });
    expect(joinRoom(r, racer(2), r.startedAt! + 200)).toMatchObject({ code: "already-joined" });
    expect(tick(r, r.endsAt! - 1, TIMES)).toBeNull();
    expect(tick(r, r.endsAt!, TIMES)).toBe("finished");
    expect(raceResults(r).every((x) => x.place === null && !x.finished)).toBe(true);
  });

  it("knows a signed-in racer by account when they come back", () => {
    const r = runningRoom(2);
    const signedIn = newRacer({
      id: "p3",
      name: "ada",
      userId: "u1",
      rejoinKey: "other-key-abcdefghij",
    });
    const r2 = room();
    joinRoom(r2, signedIn, 0);
    disconnect(r2, "p3");
    expect(r2.racers).toHaveLength(0);
    r.racers.push({ ...signedIn, connected: false });
    const back = joinRoom(
      r,
      newRacer({ id: "x", name: "ada", userId: "u1", rejoinKey: "new-key-abcdefghijkl" }),
      0,
    );
    expect(back).toMatchObject({ ok: true, rejoined: true });
    if (back.ok) expect(back.racer.id).toBe("p3");
  });

  it("answers each refusal with the code and the sentence the typist reads", () => {
    const r = room();
    expect(joinRoom(r, racer(1), 0)).toEqual({ ok: true, racer: r.racers[0], rejoined: false });
    expect(startCountdown(r, "p1", 0, TIMES)).toEqual({
      ok: false,
      code: "too-few-racers",
      message: "A race needs at least 2 typists.",
    });
    for (let n = 2; n <= MAX_RACERS; n++) joinRoom(r, racer(n), 0);
    expect(joinRoom(r, racer(6), 0)).toEqual({
      ok: false,
      code: "room-full",
      message: "This race is full.",
    });
    expect(joinRoom(r, racer(1), 0)).toEqual({
      ok: false,
      code: "already-joined",
      message: "You are in this race already.",
    });
    expect(startCountdown(r, "p2", 0, TIMES)).toEqual({
      ok: false,
      code: "not-host",
      message: "Only the room's host can start the race.",
    });
    expect(startCountdown(r, "p1", 0, TIMES)).toEqual({ ok: true });
    // A second start, by anyone, finds the countdown already going and leaves it be.
    expect(startCountdown(r, "p1", 2000, TIMES)).toEqual({
      ok: false,
      code: "race-started",
      message: "This race has started.",
    });
    expect(r.startsAt).toBe(3000);
    expect(joinRoom(r, racer(7), 0)).toEqual({
      ok: false,
      code: "race-started",
      message: "This race has started.",
    });
    const q = room("quick");
    joinRoom(q, racer(1), 0);
    joinRoom(q, racer(2), 0);
    expect(startCountdown(q, "p1", 0, TIMES)).toEqual({
      ok: false,
      code: "not-host",
      message: "A quick race starts by itself when enough typists are in.",
    });
  });

  it("seats a newcomer connected, as a guest unless signed in", () => {
    const r = room();
    joinRoom(r, racer(1), 0);
    joinRoom(r, racer(2, "u2"), 0);
    expect(snapshot(r).racers.map((x) => [x.id, x.connected, x.guest])).toEqual([
      ["p1", true, true],
      ["p2", true, false],
    ]);
  });

  it("gives a quick room no host, and starts it by the server alone", () => {
    const q = room("quick");
    for (let n = 1; n <= 3; n++) joinRoom(q, racer(n), 0);
    expect(q.hostId).toBeNull();
    disconnect(q, "p1");
    expect(q.hostId).toBeNull();
    expect(startCountdown(q, null, 500, TIMES)).toEqual({ ok: true });
    expect(q).toMatchObject({ phase: "countdown", startsAt: 3500 });
    // Counting down, it is no longer due to start.
    expect(quickStartDue(q, 60_000, 0)).toBe(false);
  });

  it("runs a quick room's wait from when it first had two racers, while it keeps two", () => {
    const q = room("quick");
    joinRoom(q, racer(1), 0);
    joinRoom(q, racer(2), 1000);
    joinRoom(q, racer(3), 4000);
    expect(q.quorumAt).toBe(1000);
    expect(quickStartDue(q, 6000, 5000)).toBe(true);
    // Down to two racers: still enough, so the wait goes on from the same moment.
    disconnect(q, "p3");
    expect(q.quorumAt).toBe(1000);
    expect(quickStartDue(q, 6000, 5000)).toBe(true);
  });

  it("never starts a private room by itself, however full or long it waits", () => {
    const r = room();
    for (let n = 1; n <= MAX_RACERS; n++) joinRoom(r, racer(n), 0);
    expect(quickStartDue(r, 600_000, 5000)).toBe(false);
  });

  it("ignores the close of a socket that holds no seat", () => {
    const r = runningRoom(2);
    expect(() => disconnect(r, "nobody")).not.toThrow();
    expect(r.racers.map((x) => x.connected)).toEqual([true, true]);
  });

  it("finishes a race once only, and refuses progress after it ends", () => {
    const r = runningRoom(2);
    expect(tick(r, r.endsAt!, TIMES)).toBe("finished");
    expect(r.phase).toBe("finished");
    expect(tick(r, r.endsAt! + 1000, TIMES)).toBeNull();
    const message: ProgressMessage = {
      type: "progress",
      seq: 4,
      length: 1,
      edits: [[1000, 0, 0, "T"]],
      keys: [],
    };
    expect(applyProgress(r, "p1", message, r.endsAt! + 10, THRESHOLD)).toEqual({
      ok: false,
      code: "not-running",
      message: "This race is not running.",
      seq: 4,
    });
    expect(applyProgress(r, "nobody", message, r.endsAt! + 10, THRESHOLD)).toEqual({
      ok: false,
      code: "not-joined",
      message: "Join a race first.",
      seq: 4,
    });
  });

  it("ends a running race early at the time it is stopped, and nothing else", () => {
    const waiting = room();
    expect(endEarly(waiting, 500)).toBe(false);
    expect(waiting).toMatchObject({ phase: "waiting", endsAt: null });
    const r = runningRoom(2);
    expect(endEarly(r, 30_000)).toBe(true);
    expect(r).toMatchObject({ phase: "finished", endsAt: 30_000 });
    expect(endEarly(r, 40_000)).toBe(false);
    expect(r.endsAt).toBe(30_000);
    // Stopped after its limit had passed but before the clock's tick: it ended at the limit.
    const late = runningRoom(2);
    const limit = late.endsAt!;
    expect(endEarly(late, limit + 5000)).toBe(true);
    expect(late.endsAt).toBe(limit);
  });

  it("refuses more progress from a racer who has finished while others race on", () => {
    const r = runningRoom(2);
    const runs = race(r, "p1", 60, 5);
    for (const { at, message } of runs) applyProgress(r, "p1", message, at, THRESHOLD);
    expect(r.racers[0]!.finishedMs).not.toBeNull();
    const after: ProgressMessage = {
      type: "progress",
      seq: 99,
      length: PASSAGE.length,
      edits: [],
      keys: [],
    };
    expect(applyProgress(r, "p1", after, runs.at(-1)!.at + 100, THRESHOLD)).toEqual({
      ok: false,
      code: "not-running",
      message: "You have finished this race.",
      seq: 99,
    });
  });

  it("says why forged progress was refused", () => {
    const r = runningRoom(2);
    const message: ProgressMessage = {
      type: "progress",
      seq: 3,
      length: 40,
      edits: [[1000, 0, 0, "T"]],
      keys: [],
    };
    expect(applyProgress(r, "p1", message, r.startedAt! + 2000, THRESHOLD)).toEqual({
      ok: false,
      code: "forged-progress",
      message: "This progress was refused: the keystrokes make 1 characters, not 40.",
      seq: 3,
    });
  });

  it("names every flag of a flagged finish, and the refusal of a refused one", () => {
    const r = runningRoom(2);
    const pasted: ProgressMessage = {
      type: "progress",
      seq: 0,
      length: PASSAGE.length,
      edits: [[100, 0, 0, PASSAGE]],
      keys: [],
    };
    applyProgress(r, "p1", pasted, r.startedAt! + 200, THRESHOLD);
    const verdict = r.racers[0]!.verdict!;
    expect(verdict.ok).toBe(true);
    const flags = verdict.ok ? verdict.flags : [];
    expect(flags.length).toBeGreaterThan(1);
    expect(snapshot(r).racers[0]!.unplaced).toBe(
      flags.map((flag) => FLAG_REASONS[flag]).join("; "),
    );

    // A passage pasted whole after a minute, far past any human speed: refused outright.
    const long = "the band plays on ".repeat(500);
    const refused = createRoom({
      id: "r2",
      code: "GHIJKL",
      kind: "private",
      difficulty: "easy",
      passage: { id: 8, text: long },
    });
    joinRoom(refused, racer(1), 0);
    joinRoom(refused, racer(2), 0);
    startCountdown(refused, "p1", 0, TIMES);
    tick(refused, 3000, TIMES);
    const whole: ProgressMessage = {
      type: "progress",
      seq: 0,
      length: long.length,
      edits: [[61_000, 0, 0, long]],
      keys: [],
    };
    expect(applyProgress(refused, "p1", whole, 3000 + 61_500, THRESHOLD)).toMatchObject({
      ok: true,
      finished: true,
    });
    expect(refused.racers[0]!.verdict).toMatchObject({ ok: false, code: "impossible-speed" });
    expect(raceResults(refused)[0]).toMatchObject({
      id: "p1",
      place: null,
      wpm: null,
      unplaced: "faster than 320 WPM",
    });
  });

  it("shows the passage once the race runs and still when it is over", () => {
    const r = runningRoom(2);
    tick(r, r.endsAt!, TIMES);
    expect(snapshot(r)).toMatchObject({ phase: "finished", passage: PASSAGE });
  });

  it("ranks racers without a place by how far they got", () => {
    const r = runningRoom(3);
    const typed = (text: string, seq = 0): ProgressMessage => ({
      type: "progress",
      seq,
      length: text.length,
      edits: [[1000, 0, 0, text]],
      keys: [],
    });
    applyProgress(r, "p1", typed("The quick"), r.startedAt! + 1500, THRESHOLD);
    applyProgress(r, "p3", typed("The quick brown fox"), r.startedAt! + 1500, THRESHOLD);
    tick(r, r.endsAt!, TIMES);
    expect(raceResults(r).map((x) => [x.id, x.position])).toEqual([
      ["p3", 19],
      ["p1", 9],
      ["p2", 0],
    ]);
  });
});

/** A room of `count` racers whose race ran to its time limit. */
function finishedRoom(count: number, kind: "quick" | "private" = "private"): RaceRoom {
  const r = room(kind);
  for (let n = 1; n <= count; n++) joinRoom(r, racer(n), 0);
  startCountdown(r, kind === "private" ? "p1" : null, 7000, TIMES);
  tick(r, 10_000, TIMES);
  tick(r, r.endsAt!, TIMES);
  expect(r.phase).toBe("finished");
  return r;
}

const NEXT = { id: 8, text: "A second passage for the rematch." };

describe("a rematch", () => {
  it("in a private room forms when its host asks, with those who asked, and the host starts it", () => {
    const r = finishedRoom(3);
    expect(askRematch(r, "p2", 200_000)).toEqual({ ok: true, due: false });
    expect(snapshot(r)).toMatchObject({ phase: "finished", round: 1, rematch: ["p2"] });
    expect(askRematch(r, "p1", 200_000)).toEqual({ ok: true, due: true });
    startRematch(r, "r2", NEXT, 201_000);
    expect(r).toMatchObject({ id: "r2", passage: NEXT, phase: "waiting", hostId: "p1" });
    expect(snapshot(r)).toMatchObject({ round: 2, rematch: [], passage: null, startedAt: null });
    // The lanes keep their order, every racer fresh.
    expect(r.racers.map((x) => [x.id, x.typing.text, x.finishedMs, x.connected])).toEqual([
      ["p1", "", null, true],
      ["p2", "", null, true],
    ]);
    // The third racer may still come, until the host starts.
    expect(r.previous!.map((x) => x.id)).toEqual(["p3"]);
    expect(askRematch(r, "p3", 202_000)).toEqual({ ok: true, due: false });
    expect(r.racers.map((x) => x.id)).toEqual(["p1", "p2", "p3"]);
    expect(startCountdown(r, "p2", 203_000, TIMES)).toMatchObject({ code: "not-host" });
    expect(startCountdown(r, "p1", 203_000, TIMES)).toEqual({ ok: true });
    expect(tick(r, 206_000, TIMES)).toBe("running");
    expect(snapshot(r).passage).toBe(NEXT.text);
  });

  it("in a quick room forms when two ask, and starts at once when everyone still there is in", () => {
    const r = finishedRoom(3, "quick");
    expect(askRematch(r, "p3", 200_000)).toEqual({ ok: true, due: false });
    expect(rematchDue(r)).toBe(false);
    expect(askRematch(r, "p1", 200_500)).toEqual({ ok: true, due: true });
    startRematch(r, "r2", NEXT, 201_000);
    expect(r.racers.map((x) => x.id)).toEqual(["p1", "p3"]);
    expect(r.hostId).toBeNull();
    // p2 is still there and may come: the quick wait runs meanwhile.
    expect(quickStartDue(r, 201_000, 5000)).toBe(false);
    expect(askRematch(r, "p2", 202_000)).toEqual({ ok: true, due: false });
    expect(quickStartDue(r, 202_000, 5000)).toBe(true);
  });

  it("in a quick room starts after the wait without a racer who does not ask", () => {
    const r = finishedRoom(3, "quick");
    askRematch(r, "p1", 200_000);
    askRematch(r, "p2", 200_000);
    startRematch(r, "r2", NEXT, 201_000);
    expect(quickStartDue(r, 205_999, 5000)).toBe(false);
    expect(quickStartDue(r, 206_000, 5000)).toBe(true);
    startCountdown(r, null, 206_000, TIMES);
    expect(askRematch(r, "p3", 207_000)).toMatchObject({
      ok: false,
      code: "race-started",
      message: "The next race has started without you.",
    });
  });

  it("drops racers who left, before or after the next race formed", () => {
    const r = finishedRoom(4, "quick");
    disconnect(r, "p4");
    askRematch(r, "p1", 200_000);
    askRematch(r, "p2", 200_000);
    startRematch(r, "r2", NEXT, 201_000);
    expect(r.previous!.map((x) => x.id)).toEqual(["p3"]);
    disconnect(r, "p3");
    expect(r.previous).toEqual([]);
    // No one else to wait for: it starts now.
    expect(quickStartDue(r, 201_000, 5000)).toBe(true);
  });

  it("passes a private room's host to a racer still there, who forms it if they asked", () => {
    const r = finishedRoom(3);
    askRematch(r, "p3", 200_000);
    expect(rematchDue(r)).toBe(false);
    disconnect(r, "p1");
    expect(r.hostId).toBe("p3");
    expect(rematchDue(r)).toBe(true);
    startRematch(r, "r2", NEXT, 201_000);
    expect(r.racers.map((x) => x.id)).toEqual(["p3"]);
    expect(r.previous!.map((x) => x.id)).toEqual(["p2"]);
    expect(r.quorumAt).toBeNull();
  });

  it("forgets the ask of a racer who left before it formed", () => {
    const r = finishedRoom(3, "quick");
    askRematch(r, "p1", 200_000);
    disconnect(r, "p1");
    expect(r.rematch).toEqual([]);
    askRematch(r, "p2", 200_000);
    expect(rematchDue(r)).toBe(false);
  });

  it("seats one of the last race's racers by their account or key on a new connection", () => {
    const r = finishedRoom(3);
    askRematch(r, "p1", 200_000);
    startRematch(r, "r2", NEXT, 201_000);
    // p2's page reloaded: it joins by the room's code with its key, and keeps its id.
    const again = newRacer({
      id: "new",
      name: "Guest 9",
      userId: null,
      rejoinKey: racer(2).rejoinKey,
    });
    expect(joinRoom(r, again, 202_000)).toMatchObject({ ok: true, racer: { id: "p2" } });
    expect(r.previous!.map((x) => x.id)).toEqual(["p3"]);
  });

  it("is refused before the finish, and to a racer already in the next race it is nothing", () => {
    const r = runningRoom(2);
    expect(askRematch(r, "p1", 20_000)).toMatchObject({
      ok: false,
      code: "not-finished",
      message: "This race is not over yet.",
    });
    tick(r, r.endsAt!, TIMES);
    askRematch(r, "p1", 200_000);
    startRematch(r, "r2", NEXT, 201_000);
    expect(askRematch(r, "p1", 201_500)).toEqual({ ok: true, due: false });
    expect(r.racers).toHaveLength(1);
  });

  it("draws apart from the passages the room has raced on, the latest twenty", () => {
    const r = finishedRoom(2, "quick");
    for (let n = 0; n < 25; n++) {
      r.rematch = ["p1", "p2"];
      r.phase = "finished";
      startRematch(r, `r${n}`, { id: 100 + n, text: "Another passage." }, 201_000);
    }
    expect(r.served).toHaveLength(20);
    expect(r.served!.at(-1)).toBe(124);
    expect(r.round).toBe(26);
  });
});

describe("a ranked room", () => {
  const rated = (n: number, rating: number) =>
    newRacer({
      id: `p${n}`,
      name: `typist${n}`,
      userId: `u${n}`,
      rejoinKey: `key-${n}-abcdefghijklmnop`,
      rating: { rating, rd: 80 },
    });

  it("seats signed-in typists only, and shows each racer's rating in their lane", () => {
    const r = room("ranked");
    expect(joinRoom(r, rated(1, 1510), 0).ok).toBe(true);
    expect(joinRoom(r, racer(2), 0)).toEqual({
      ok: false,
      code: "sign-in-required",
      message: "Ranked races are for signed-in typists: sign in to race ranked and get a rating.",
    });
    expect(snapshot(r).racers[0]).toMatchObject({
      name: "typist1",
      rating: { rating: 1510, rd: 80 },
    });
    // Lanes of other rooms carry no rating at all.
    const quick = room("quick");
    joinRoom(quick, racer(3, "u3"), 0);
    expect(snapshot(quick).racers[0]).not.toHaveProperty("rating");
  });

  it("has no host and starts by itself, as a quick room does", () => {
    const r = room("ranked");
    joinRoom(r, rated(1, 1500), 0);
    joinRoom(r, rated(2, 1540), 1000);
    expect(r.hostId).toBeNull();
    expect(startCountdown(r, "p1", 1000, TIMES)).toMatchObject({
      ok: false,
      code: "not-host",
      message: "A ranked race starts by itself when enough typists are in.",
    });
    expect(quickStartDue(r, 5999, 5000)).toBe(false);
    expect(quickStartDue(r, 6000, 5000)).toBe(true);
  });
});
