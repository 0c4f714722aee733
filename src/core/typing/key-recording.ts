import type { KeyEvent } from "./recorded-timeline.ts";

/** Key presses this long before the first keystroke belong to the test (the key that started it). */
const LEAD_IN_MS = 1000;
/** Far more than any test's typing presses; the rest is not recorded. */
export const MAX_RECORDED_KEYS = 20_000;

interface Press {
  down: number;
  up: number | null;
  code: string;
  key: string;
}

/**
 * The key presses of a test as the browser reports them (docs/trusted-results.md), on its
 * clock: each key down with its key up. A phone's virtual keyboard often names no key
 * ("Unidentified", keyCode 229); it is recorded as given, and the server takes it as absent.
 */
export class KeyRecording {
  private readonly presses: Press[] = [];
  /** The press of each key now held down, by its code (or key, when the code is empty). */
  private readonly held = new Map<string, Press>();

  down(code: string, key: string, at: number, repeat = false): void {
    // A held key repeating is one press.
    if (repeat || this.presses.length >= MAX_RECORDED_KEYS) return;
    const press = { down: at, up: null, code, key };
    this.presses.push(press);
    this.held.set(code || key, press);
  }

  up(code: string, key: string, at: number): void {
    const id = code || key;
    const press = this.held.get(id);
    if (!press) return;
    press.up = at;
    this.held.delete(id);
  }

  /**
   * The presses of a test that started at `startedAt` and ended at `endedAt`, as ms since its
   * start: those from just before the first keystroke to the end, a key still down at the end
   * having no up time.
   */
  keyEvents(startedAt: number, endedAt: number): KeyEvent[] {
    const since = (at: number) => Math.max(0, Math.round(at - startedAt));
    return this.presses
      .filter((press) => press.down >= startedAt - LEAD_IN_MS && press.down <= endedAt)
      .map((press): KeyEvent => [
        since(press.down),
        press.up === null || press.up > endedAt ? null : since(press.up),
        press.code.slice(0, 32),
        press.key.slice(0, 32),
      ]);
  }
}
