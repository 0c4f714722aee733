import { randomInt } from "node:crypto";

/** A signed-out racer's name: 'Guest 4821', unlike the others' in the room. */
export function guestName(taken: ReadonlySet<string>): string {
  for (;;) {
    const name = `Guest ${randomInt(1000, 10_000)}`;
    if (!taken.has(name)) return name;
  }
}
