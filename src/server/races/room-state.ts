import type { Racer, RaceRoom } from "../../core/race/room.ts";

/**
 * A room's state as Redis keeps it, so that another instance can take the room over when its
 * own dies (shared.ts): one hash per room, a field for the room and one per racer, so that a
 * racer's progress rewrites their field alone.
 */

const ROOM_FIELD = "room";
const racerField = (racerId: string) => `racer:${racerId}`;

/** The room without its racers, who are kept in their own fields, in this order. */
type StoredRoom = Omit<RaceRoom, "racers"> & { racerIds: string[] };

/** The hash fields and values that store the whole room, or only one racer of it. */
export function roomFields(room: RaceRoom, racerId?: string): string[] {
  if (racerId !== undefined) {
    const racer = room.racers.find((r) => r.id === racerId);
    return racer ? [racerField(racer.id), JSON.stringify(racer)] : [];
  }
  const { racers, ...rest } = room;
  const stored: StoredRoom = { ...rest, racerIds: racers.map((racer) => racer.id) };
  const fields = [ROOM_FIELD, JSON.stringify(stored)];
  for (const racer of racers) fields.push(racerField(racer.id), JSON.stringify(racer));
  return fields;
}

/** The room the fields of its hash store; null when the room's own field is missing. */
export function roomFromFields(hash: Record<string, string>): RaceRoom | null {
  const stored = hash[ROOM_FIELD];
  if (stored === undefined) return null;
  const { racerIds, ...room } = JSON.parse(stored) as StoredRoom;
  const racers: Racer[] = [];
  for (const id of racerIds) {
    const racer = hash[racerField(id)];
    // A racer's field is written with the room's, so one missing means a broken hash.
    if (racer === undefined) return null;
    racers.push(JSON.parse(racer) as Racer);
  }
  return { ...room, racers };
}
