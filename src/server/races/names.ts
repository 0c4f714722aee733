import { randomInt } from "node:crypto";

/**
 * A signed-out racer's name: 'Guest 4821', unlike the others' in the room; the name the browser
 * asks for (the one it raced under before, already checked by the protocol) when it is free.
 */
export function guestName(taken: ReadonlySet<string>, asked?: string): string {
  if (asked !== undefined && !taken.has(asked)) return asked;
  for (;;) {
    const name = `Guest ${randomInt(1000, 10_000)}`;
    if (!taken.has(name)) return name;
  }
}
