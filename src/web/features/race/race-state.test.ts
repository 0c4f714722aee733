import { describe, expect, it } from "vitest";
import type {
  RaceResult,
  RacerView,
  RoomSnapshot,
  ServerMessage,
} from "../../../core/race/protocol.ts";
import { INITIAL_RACE_STATE, type RaceState, raceReducer } from "./race-state.ts";

/** Frozen, so a reducer that changed the state it was given would throw instead of passing. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

const initial = frozen({ ...INITIAL_RACE_STATE });

const ada: RacerView = {
  id: "r-ada",
  name: "Ada",
  guest: false,
  connected: true,
  position: 0,
  wpm: 0,
  place: null,
  finished: false,
  unplaced: null,
};
const bo: RacerView = { ...ada, id: "r-bo", name: "Bo", guest: true };

const waitingRoom: RoomSnapshot = frozen({
  code: "ABC234",
  kind: "private",
  difficulty: "medium",
  phase: "waiting",
  hostId: "r-ada",
  racers: [ada, bo],
  startsAt: null,
  startedAt: null,
  endsAt: null,
  passage: null,
});

const joined: ServerMessage = {
  type: "joined",
  racerId: "r-ada",
  rejoinKey: "k".repeat(24),
  typed: "The qu",
  room: waitingRoom,
  serverNow: 1_000,
};

/** Ada's seat in a waiting room, as after the server's "joined". */
const seated: RaceState = frozen({
  ...INITIAL_RACE_STATE,
  status: "open",
  racerId: "r-ada",
  rejoinKey: "k".repeat(24),
  typed: "The qu",
  room: waitingRoom,
  results: null,
  error: null,
  ratings: null,
});

const adaResult: RaceResult = {
  ...ada,
  position: 9,
  wpm: 72,
  place: 1,
  finished: true,
  accuracy: 98.5,
  timeMs: 1500,
};

function reduce(state: RaceState, message: ServerMessage): RaceState {
  return raceReducer(state, { kind: "message", message });
}

describe("raceReducer", () => {
  it("takes a connection status and nothing else from a status action", () => {
    expect(raceReducer(seated, { kind: "status", status: "reconnecting" })).toEqual({
      ...seated,
      status: "reconnecting",
    });
    expect(raceReducer(initial, { kind: "status", status: "failed" })).toEqual({
      ...initial,
      status: "failed",
    });
  });

  it("seats the racer on joined: racer, rejoin key, typed text and room, clearing the error", () => {
    const refused: RaceState = frozen({ ...initial, error: "This room is full." });
    expect(reduce(refused, joined)).toEqual({
      ...initial,
      status: "connecting",
      racerId: "r-ada",
      rejoinKey: "k".repeat(24),
      typed: "The qu",
      room: waitingRoom,
      results: null,
      error: null,
      ratings: null,
    });
  });

  it("takes the racer's text from a later joined, as after a reconnect", () => {
    const rejoined = reduce(seated, {
      ...joined,
      typed: "The quick",
      room: { ...waitingRoom, phase: "running" },
    });
    expect(rejoined).toEqual({
      ...seated,
      typed: "The quick",
      room: { ...waitingRoom, phase: "running" },
    });
  });

  it("replaces the room with the one a room message carries, with or without one before", () => {
    const after: RoomSnapshot = { ...waitingRoom, racers: [ada], hostId: null };
    expect(reduce(seated, { type: "room", room: after, serverNow: 2_000 })).toEqual({
      ...seated,
      room: after,
    });
    expect(reduce(initial, { type: "room", room: after, serverNow: 2_000 })).toEqual({
      ...initial,
      room: after,
    });
  });

  it("counts down with the start time the server set", () => {
    expect(reduce(seated, { type: "countdown", startsAt: 5_000, serverNow: 2_000 })).toEqual({
      ...seated,
      room: { ...waitingRoom, phase: "countdown", startsAt: 5_000 },
    });
  });

  it("runs the race on start, with its passage and times", () => {
    const counting: RaceState = {
      ...seated,
      room: { ...waitingRoom, phase: "countdown", startsAt: 5_000 },
    };
    const message: ServerMessage = {
      type: "start",
      passage: "The quick brown fox.",
      startedAt: 5_000,
      endsAt: 65_000,
      serverNow: 5_010,
    };
    expect(reduce(counting, message)).toEqual({
      ...seated,
      // What the racer had typed when they joined was of an earlier race, if any.
      typed: "",
      room: {
        ...waitingRoom,
        phase: "running",
        startsAt: 5_000,
        passage: "The quick brown fox.",
        startedAt: 5_000,
        endsAt: 65_000,
      },
    });
  });

  it("moves the lanes on progress", () => {
    const racers = [{ ...ada, position: 4, wpm: 60 }, bo];
    expect(reduce(seated, { type: "progress", racers, serverNow: 6_000 })).toEqual({
      ...seated,
      room: { ...waitingRoom, racers },
    });
  });

  it("finishes the room and keeps the results", () => {
    expect(reduce(seated, { type: "finish", results: [adaResult], serverNow: 9_000 })).toEqual({
      ...seated,
      room: { ...waitingRoom, phase: "finished" },
      results: [adaResult],
      resultsRound: 1,
    });
  });

  it("leaves the state as it is on countdown, start or progress before the racer joined", () => {
    const early: ServerMessage[] = [
      { type: "countdown", startsAt: 5_000, serverNow: 2_000 },
      { type: "start", passage: "Text.", startedAt: 5_000, endsAt: 65_000, serverNow: 5_000 },
      { type: "progress", racers: [ada], serverNow: 6_000 },
    ];
    for (const message of early) {
      expect(reduce(initial, message)).toBe(initial);
    }
  });

  it("keeps the results of a finish before the racer joined, with still no room", () => {
    expect(reduce(initial, { type: "finish", results: [adaResult], serverNow: 9_000 })).toEqual({
      ...initial,
      results: [adaResult],
    });
  });

  it("shows the server's words for a refusal", () => {
    const message: ServerMessage = {
      type: "error",
      code: "room-not-found",
      message: "There is no room with this code.",
    };
    expect(reduce(initial, message)).toEqual({
      ...initial,
      error: "There is no room with this code.",
    });
  });

  it("ignores a rate-limited refusal", () => {
    const message: ServerMessage = {
      type: "error",
      code: "rate-limited",
      message: "Too many messages.",
      seq: 3,
    };
    expect(reduce(seated, message)).toBe(seated);
  });

  it("changes nothing on ack or pong", () => {
    expect(reduce(seated, { type: "ack", seq: 3, length: 6 })).toBe(seated);
    expect(reduce(seated, { type: "pong", t: 1_500, serverNow: 2_000 })).toBe(seated);
  });

  it("keeps the text's source with the results", () => {
    const source = { passageId: 12, quote: null };
    expect(
      reduce(seated, { type: "finish", results: [adaResult], serverNow: 9_000, source }),
    ).toMatchObject({ results: [adaResult], source });
  });

  it("seats a spectator on watching, with no racer of their own", () => {
    expect(reduce(initial, { type: "watching", room: waitingRoom, serverNow: 1_000 })).toEqual({
      ...initial,
      watching: true,
      room: waitingRoom,
    });
  });

  it("says a room that closed after its finish is gone for good", () => {
    const message: ServerMessage = {
      type: "error",
      code: "room-not-found",
      message: "This room has closed. Start a new race from the races page.",
    };
    expect(reduce(seated, message)).toMatchObject({ closed: true, error: message.message });
  });
});

describe("raceReducer through a rematch", () => {
  const finishedRoom: RoomSnapshot = { ...waitingRoom, phase: "finished", round: 1 };
  const over: RaceState = frozen({
    ...seated,
    room: finishedRoom,
    results: [adaResult],
    resultsRound: 1,
    source: { passageId: 12, quote: null },
  });
  const next = (racers: RacerView[]): ServerMessage => ({
    type: "room",
    room: { ...waitingRoom, round: 2, racers },
    serverNow: 10_000,
  });

  it("keeps the standings while the racers ask", () => {
    const asked = reduce(over, {
      type: "room",
      room: { ...finishedRoom, rematch: ["r-bo"] },
      serverNow: 9_500,
    });
    expect(asked).toMatchObject({ results: [adaResult], resultsRound: 1 });
  });

  it("gives the standings up once the racer is in the next race", () => {
    expect(reduce(over, next([ada, bo]))).toMatchObject({
      room: { round: 2, phase: "waiting" },
      results: null,
      resultsRound: null,
      source: null,
    });
  });

  it("keeps them for a racer the next race formed without", () => {
    expect(reduce(over, next([bo]))).toMatchObject({
      room: { round: 2 },
      results: [adaResult],
      resultsRound: 1,
    });
  });

  it("moves a spectator on to the next race", () => {
    const watched: RaceState = frozen({ ...over, racerId: null, watching: true });
    expect(reduce(watched, next([bo]))).toMatchObject({ results: null, room: { round: 2 } });
  });
});

describe("a ranked race's ratings", () => {
  it("are kept as the server sends them once the race is stored", () => {
    const ratings = [
      { racerId: "r-ada", before: { rating: 1500, rd: 350 }, after: { rating: 1662, rd: 290 } },
    ];
    expect(raceReducer(seated, { kind: "message", message: { type: "rated", ratings } })).toEqual({
      ...seated,
      ratings,
    });
  });
});
