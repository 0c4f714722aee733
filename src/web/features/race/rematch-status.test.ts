import { describe, expect, it } from "vitest";
import type { RacerView, RoomSnapshot } from "../../../core/race/protocol.ts";
import { leftOutStatus, listNames, rematchStatus } from "./rematch-status.ts";

const lane = (id: string, name: string): RacerView => ({
  id,
  name,
  guest: true,
  connected: true,
  position: 0,
  wpm: 0,
  place: null,
  finished: false,
  unplaced: null,
});

const room = (change: Partial<RoomSnapshot>): RoomSnapshot => ({
  code: "ABC234",
  kind: "private",
  difficulty: "easy",
  phase: "finished",
  hostId: "a",
  racers: [lane("a", "Ada"), lane("b", "Bo"), lane("c", "Cy")],
  startsAt: null,
  startedAt: null,
  endsAt: null,
  passage: "The text.",
  round: 1,
  rematch: [],
  ...change,
});

describe("listNames", () => {
  it("lists names as a sentence does", () => {
    expect(listNames([])).toBe("");
    expect(listNames(["Ada"])).toBe("Ada");
    expect(listNames(["Ada", "Bo"])).toBe("Ada and Bo");
    expect(listNames(["Ada", "Bo", "Cy"])).toBe("Ada, Bo and Cy");
  });
});

describe("rematchStatus", () => {
  it("says nothing until someone asks", () => {
    expect(rematchStatus(room({}), "a")).toBeNull();
  });

  it("names who asked, in the order of the lanes", () => {
    expect(rematchStatus(room({ rematch: ["c"] }), "a")).toBe("Cy wants to race again.");
    expect(rematchStatus(room({ rematch: ["c", "b"] }), null)).toBe(
      "Bo and Cy want to race again.",
    );
  });

  it("tells a racer who asked what the next race waits for, by the room's kind", () => {
    expect(rematchStatus(room({ rematch: ["b"] }), "b")).toBe(
      "Waiting for the host to race again…",
    );
    expect(rematchStatus(room({ kind: "quick", hostId: null, rematch: ["b"] }), "b")).toBe(
      "Waiting for another racer to race again…",
    );
  });
});

describe("leftOutStatus", () => {
  it("invites a racer left out to join the next race until it starts", () => {
    const next = room({ phase: "waiting", round: 2, racers: [lane("a", "Ada"), lane("b", "Bo")] });
    expect(leftOutStatus(next)).toBe("Ada and Bo are racing again: race again to join.");
    expect(leftOutStatus({ ...next, racers: [lane("a", "Ada")] })).toBe(
      "Ada is racing again: race again to join.",
    );
    expect(leftOutStatus({ ...next, racers: [] })).toBe(
      "The next race is forming: race again to join it.",
    );
    expect(leftOutStatus({ ...next, phase: "countdown" })).toBe(
      "The next race has started without you.",
    );
  });
});
