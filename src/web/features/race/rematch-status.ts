import type { RoomSnapshot } from "../../../core/race/protocol.ts";

/** Names as a sentence lists them: "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const wants = (names: readonly string[]) =>
  `${listNames(names)} ${names.length === 1 ? "wants" : "want"} to race again.`;

/**
 * What a finished room says of racing again (room.ts, rematchDue): who asked, and, to a racer
 * who did, what the next race waits for. Null when no one has asked.
 */
export function rematchStatus(room: RoomSnapshot, youId: string | null): string | null {
  const asked = room.rematch ?? [];
  if (youId !== null && asked.includes(youId)) {
    return room.kind === "private"
      ? "Waiting for the host to race again…"
      : "Waiting for another racer to race again…";
  }
  const names = room.racers.filter((racer) => asked.includes(racer.id)).map((r) => r.name);
  return names.length > 0 ? wants(names) : null;
}

/** What a racer the room's next race formed without is told: they may join it until it starts. */
export function leftOutStatus(room: RoomSnapshot): string {
  if (room.phase !== "waiting") return "The next race has started without you.";
  const names = room.racers.map((racer) => racer.name);
  return names.length === 0
    ? "The next race is forming: race again to join it."
    : `${listNames(names)} ${names.length === 1 ? "is" : "are"} racing again: race again to join.`;
}
