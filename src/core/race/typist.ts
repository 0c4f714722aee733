import { EditRecorder } from "../typing/edit-recorder.ts";
import type { KeyEvent } from "../typing/recorded-timeline.ts";
import { applyEdit, type TimelineEdit } from "../typing/timeline.ts";
import type { ProgressMessage } from "./protocol.ts";
import {
  MAX_CHUNK_EDITS,
  MAX_CHUNK_KEYS,
  MAX_MESSAGE_BYTES,
  utf8Bytes,
} from "./protocol-basics.ts";

/** A chunk's JSON stays well under the message limit, whatever the edits hold. */
const CHUNK_BYTE_BUDGET = MAX_MESSAGE_BYTES / 2;

interface SentChunk {
  seq: number;
  editEnd: number;
  keyEnd: number;
}

/**
 * One racer's typing in the browser (docs/architecture.md "A race"): the input's changes as
 * timeline edits timed in ms since the race's start, as a saved test records them, cut into
 * the progress chunks the server replays. It remembers which chunks the server acknowledged,
 * so after a reconnect it sends on from where the server has it.
 */
export class RaceTypist {
  readonly passage: string;
  private readonly recorder: EditRecorder;
  private keys: KeyEvent[] = [];
  private seq = 0;
  private sentEdits = 0;
  private sentKeys = 0;
  private inFlight: SentChunk[] = [];
  private ackedEdits = 0;
  private ackedKeys = 0;

  /** The text the server already held when the racer (re)joined: the edits build on it. */
  private readonly base: string;

  constructor(passage: string, base = "") {
    this.passage = passage;
    this.base = base;
    this.recorder = new EditRecorder(base);
  }

  get typed(): string {
    return this.recorder.typed;
  }

  get edits(): TimelineEdit[] {
    return this.recorder.edits;
  }

  get finished(): boolean {
    return this.typed === this.passage;
  }

  /**
   * Takes the input's new value at `ms` since the start; false when refused (longer than the
   * passage, or the passage is done), and the caller shows the previous text again. Like a
   * test (TypingSession.input), it compares the value's composed form (NFC).
   */
  input(raw: string, ms: number, synthetic = false, composed = false): boolean {
    const value = raw.normalize("NFC");
    if (this.finished || value.length > this.passage.length) return false;
    this.recorder.record(value, ms, synthetic, composed);
    return true;
  }

  /** The key presses so far, timed since the start, as the key recording gives them. */
  setKeys(keys: KeyEvent[]): void {
    this.keys = keys;
  }

  /**
   * The next progress chunk: the edits not sent yet (at most a chunk's worth) and the key
   * presses that went down up to the last of them. Null when there is nothing new.
   */
  nextChunk(): ProgressMessage | null {
    if (this.sentEdits >= this.edits.length) return null;
    let text = this.textAt(this.sentEdits);
    const edits: TimelineEdit[] = [];
    let bytes = 0;
    for (let i = this.sentEdits; i < this.edits.length && edits.length < MAX_CHUNK_EDITS; i++) {
      const edit = this.edits[i]!;
      bytes += utf8Bytes(JSON.stringify(edit)) + 1;
      if (edits.length > 0 && bytes > CHUNK_BYTE_BUDGET) break;
      edits.push(edit);
      text = applyEdit(text, edit);
    }
    const lastMs = edits.at(-1)![0];
    // Input stops once the passage is typed, so a chunk that makes it holds the last edit.
    const done = text === this.passage;
    let keyEnd = this.sentKeys;
    while (
      keyEnd < this.keys.length &&
      keyEnd - this.sentKeys < MAX_CHUNK_KEYS &&
      (done || this.keys[keyEnd]![0] <= lastMs)
    ) {
      keyEnd++;
    }
    const message: ProgressMessage = {
      type: "progress",
      seq: this.seq++,
      length: text.length,
      edits,
      keys: this.keys.slice(this.sentKeys, keyEnd),
    };
    this.sentEdits += edits.length;
    this.sentKeys = keyEnd;
    this.inFlight.push({ seq: message.seq, editEnd: this.sentEdits, keyEnd });
    return message;
  }

  /** The server accepted the chunk `seq`: everything up to it is never sent again. */
  acknowledge(seq: number): void {
    const index = this.inFlight.findIndex((chunk) => chunk.seq === seq);
    if (index < 0) return;
    const chunk = this.inFlight[index]!;
    this.ackedEdits = chunk.editEnd;
    this.ackedKeys = chunk.keyEnd;
    this.inFlight = this.inFlight.slice(index + 1);
  }

  /**
   * After a reconnect, `serverTyped` is the text the server replayed: send on from the chunk
   * whose end made it (an answer lost with the connection), or from the last acknowledged one.
   */
  resume(serverTyped: string): void {
    const boundary = [...this.inFlight]
      .reverse()
      .find((chunk) => this.textAt(chunk.editEnd) === serverTyped);
    if (boundary) {
      this.ackedEdits = boundary.editEnd;
      this.ackedKeys = boundary.keyEnd;
    }
    this.sentEdits = this.ackedEdits;
    this.sentKeys = this.ackedKeys;
    this.inFlight = [];
  }

  private textAt(editCount: number): string {
    let text = this.base;
    for (let i = 0; i < editCount; i++) text = applyEdit(text, this.edits[i]!);
    return text;
  }
}
