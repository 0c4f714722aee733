import { describe, expect, it } from "vitest";
import { createRoom, joinRoom, newRacer, type RaceRoom } from "../../core/race/room.ts";
import { roomFields, roomFromFields } from "./room-state.ts";

function room(): RaceRoom {
  const made = createRoom({
    id: "race-1",
    code: "ABCDEF",
    kind: "private",
    difficulty: "hard",
    passage: { id: 7, text: "The quick brown fox." },
  });
  for (const [id, name] of [
    ["r1", "Ada"],
    ["r2", "Guest 1234"],
  ] as const) {
    joinRoom(made, newRacer({ id, name, userId: null, rejoinKey: `key-of-${id}-123456` }), 1000);
  }
  return made;
}

const asHash = (fields: string[]) =>
  Object.fromEntries(fields.flatMap((_, i) => (i % 2 === 0 ? [[fields[i], fields[i + 1]]] : [])));

describe("a room's state in Redis", () => {
  it("gives back the room it stored, racers in their order", () => {
    const stored = room();
    expect(roomFromFields(asHash(roomFields(stored)))).toEqual(stored);
  });

  it("rewrites one racer's field alone after their progress", () => {
    const stored = room();
    const hash = asHash(roomFields(stored));
    stored.racers[1]!.typing = { text: "The", lastMs: 900, edits: [[900, 0, 0, "The"]], keys: [] };
    const fields = roomFields(stored, "r2");
    expect(fields.filter((_, i) => i % 2 === 0)).toEqual(["racer:r2"]);
    expect(roomFromFields({ ...hash, ...asHash(fields) })).toEqual(stored);
    expect(roomFields(stored, "nobody")).toEqual([]);
  });

  it("answers no room for a hash without the room's field or one of its racers", () => {
    const hash = asHash(roomFields(room()));
    expect(roomFromFields({})).toBeNull();
    const { "racer:r1": _gone, ...broken } = hash;
    expect(roomFromFields(broken)).toBeNull();
  });
});
