import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/race/protocol.ts";
import {
  createRoom,
  joinRoom,
  newRacer,
  startCountdown,
  type RaceRoom,
} from "../../core/race/room.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock } from "../../../tests/support/typing.ts";
import { raceEntries, races } from "../db/schema.ts";
import { RaceHub, type RacerSocket } from "./hub.ts";

/**
 * A room rebuilt on the instance that took it over (RaceHub.adopt): its clock moves on to
 * now, as it would have on its own instance.
 */
const config = { countdownMs: 3000, timeLimitMs: 60_000, quickWaitMs: 2000, heartbeatMs: 15_000 };
const clock = new TestClock();
let t: TestApp;
let hub: RaceHub;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  hub = new RaceHub({
    db: t.app.database.db,
    log: t.app.log,
    now: clock.now,
    config,
    thresholdWpm: 150,
  });
});

afterAll(async () => {
  await hub?.close();
  await t?.close();
});

let rooms = 0;
/** A private room of two guests whose host started the countdown now. */
function counting(): RaceRoom {
  rooms++;
  const room = createRoom({
    id: `adopted-${rooms}`,
    code: `ADPT${rooms}Z`.slice(0, 6),
    kind: "private",
    difficulty: "hard",
    passage: { id: 1, text: "The quick brown fox." },
  });
  for (const id of ["r1", "r2"]) {
    joinRoom(room, newRacer({ id, name: id, userId: null, rejoinKey: `key-${id}-0123456789` }), 0);
  }
  expect(startCountdown(room, "r1", clock.now(), config)).toEqual({ ok: true });
  return JSON.parse(JSON.stringify(room)) as RaceRoom;
}

function socket(): RacerSocket & { got: ServerMessage[] } {
  const got: ServerMessage[] = [];
  return { got, send: (message) => got.push(message) };
}

describe("a room another instance held", () => {
  it("starts it when its countdown ended meanwhile, its racers elsewhere shown disconnected", () => {
    const room = counting();
    clock.advance(config.countdownMs + 500);
    const r1 = socket();
    hub.adopt(room, new Map([["r1", r1]]));
    expect(r1.got.map((m) => m.type)).toEqual(["start", "room"]);
    expect(r1.got[0]).toMatchObject({ startedAt: room.startsAt, passage: room.passage.text });
    const shown = r1.got[1];
    const snapshot = shown?.type === "room" ? shown.room : null;
    expect(snapshot?.phase).toBe("running");
    expect(snapshot?.racers.map((r) => r.connected)).toEqual([true, false]);
  });

  it("shows a running race as it stands, with no new start", () => {
    const room = counting();
    clock.advance(config.countdownMs + 500);
    room.phase = "running";
    room.startedAt = room.startsAt;
    room.endsAt = room.startedAt! + config.timeLimitMs;
    const r2 = socket();
    hub.adopt(room, new Map([["r2", r2]]));
    expect(r2.got.map((m) => m.type)).toEqual(["room"]);
  });

  it("ends and stores once a race whose time ran out meanwhile, even when adopted again", async () => {
    const room = counting();
    clock.advance(config.countdownMs + config.timeLimitMs + 1000);
    const again = JSON.parse(JSON.stringify(room)) as RaceRoom;
    const r1 = socket();
    hub.adopt(room, new Map([["r1", r1]]));
    expect(r1.got.map((m) => m.type)).toEqual(["room", "progress", "finish"]);
    await hub.idle();
    hub.release(room.code);
    hub.adopt(again, new Map());
    await hub.idle();
    const { db } = t.app.database;
    const stored = await db.select().from(races).where(eq(races.id, room.id));
    expect(stored).toHaveLength(1);
    const entries = await db.select().from(raceEntries).where(eq(raceEntries.raceId, room.id));
    expect(entries.map((e) => e.finished)).toEqual([false, false]);
  });
});
