import { describe, expect, it } from "vitest";
import { emptyTyping, replayChunk } from "./progress.ts";
import { MAX_CHUNK_EDITS, MAX_CHUNK_KEYS, MAX_MESSAGE_BYTES, utf8Bytes } from "./protocol.ts";
import { RaceTypist } from "./typist.ts";

/** Types on from the typist's text to `text`, a character every `stepMs`. */
function typeAll(typist: RaceTypist, text: string, from = 0, stepMs = 100) {
  for (let i = typist.typed.length + 1; i <= text.length; i++) {
    typist.input(text.slice(0, i), from + i * stepMs);
  }
}

describe("RaceTypist", () => {
  it("cuts the typing into chunks the server's replay accepts, in order", () => {
    const passage = "the quick fox";
    const typist = new RaceTypist(passage);
    typeAll(typist, "the q");
    typist.setKeys([[90, 150, "KeyT", "t"]]);
    const first = typist.nextChunk()!;
    typeAll(typist, passage, 500);
    const second = typist.nextChunk()!;
    expect(typist.nextChunk()).toBeNull();
    expect([first.seq, second.seq]).toEqual([0, 1]);
    expect(first.keys).toEqual([[90, 150, "KeyT", "t"]]);
    let typing = emptyTyping();
    for (const chunk of [first, second]) {
      const next = replayChunk(typing, chunk, passage, 10_000);
      if (typeof next === "string") throw new Error(next);
      typing = next;
    }
    expect(typing.text).toBe(passage);
    expect(typist.finished).toBe(true);
  });

  it("refuses text past the passage and keeps times from going back", () => {
    const typist = new RaceTypist("ab");
    expect(typist.input("abc", 10)).toBe(false);
    typist.input("a", 50);
    typist.input("ab", 20);
    expect(typist.edits.map((edit) => edit[0])).toEqual([50, 50]);
    expect(typist.input("a", 60)).toBe(false);
  });

  it("takes a letter typed with a combining accent as the composed letter of the passage", () => {
    const typist = new RaceTypist("né");
    expect(typist.input("ne\u0301", 10)).toBe(true);
    expect(typist.typed).toBe("né");
    expect(typist.finished).toBe(true);
  });

  it("marks composed and synthetic input as a saved test does", () => {
    const typist = new RaceTypist("hello world");
    typist.input("hello", 100, false, true);
    typist.input("hello ", 200, true);
    expect(typist.edits).toEqual([
      [100, 0, 0, "hello", 2],
      [200, 5, 0, " ", 1],
    ]);
  });

  it("keeps a chunk within the protocol's edit bound", () => {
    const passage = "x".repeat(MAX_CHUNK_EDITS + 50);
    const typist = new RaceTypist(passage);
    typeAll(typist, passage, 0, 10);
    expect(typist.nextChunk()!.edits).toHaveLength(MAX_CHUNK_EDITS);
    expect(typist.nextChunk()!.edits).toHaveLength(50);
  });

  it("sends again after a reconnect what the server did not get, and only that", () => {
    const typist = new RaceTypist("abcdef");
    typeAll(typist, "ab");
    const first = typist.nextChunk()!;
    typist.acknowledge(first.seq);
    typeAll(typist, "abcd", 0, 100);
    typist.nextChunk();
    // The connection dropped with the second chunk unanswered, and the server never got it.
    typist.resume("ab");
    const again = typist.nextChunk()!;
    expect(again.edits.map((edit) => edit[3])).toEqual(["c", "d"]);
    // This time it arrived, but its answer was lost.
    typeAll(typist, "abcdef", 0, 100);
    typist.nextChunk();
    typist.resume("abcdef");
    expect(typist.nextChunk()).toBeNull();
  });

  it("types on from the text the server held at a rejoin", () => {
    const passage = "abcdef";
    const typist = new RaceTypist(passage, "abc");
    typeAll(typist, passage, 1000);
    const chunk = typist.nextChunk()!;
    const held = { ...emptyTyping(), text: "abc", lastMs: 900 };
    const next = replayChunk(held, chunk, passage, 10_000);
    expect(typeof next === "string" ? next : next.text).toBe(passage);
  });

  it("records plain keystrokes without flags, and takes a value that changes nothing", () => {
    const typist = new RaceTypist("abc");
    expect(typist.input("a", 10)).toBe(true);
    expect(typist.input("a", 20)).toBe(true);
    expect(typist.edits).toEqual([[10, 0, 0, "a"]]);
  });

  it("says how long the text is after each chunk, numbering chunks from 0", () => {
    const typist = new RaceTypist("abcdef");
    typeAll(typist, "abc");
    const first = typist.nextChunk()!;
    typeAll(typist, "abcde", 1000);
    const second = typist.nextChunk()!;
    expect([first.seq, first.length, second.seq, second.length]).toEqual([0, 3, 1, 5]);
  });

  it("keeps a chunk within half a message's bytes, but always sends at least one edit", () => {
    const piece = "y".repeat(1_000);
    const passage = piece.repeat(20) + "z".repeat(MAX_MESSAGE_BYTES);
    const typist = new RaceTypist(passage);
    for (let i = 1; i <= 20; i++) typist.input(piece.repeat(i), i * 100);
    const chunks = [];
    for (let chunk = typist.nextChunk(); chunk; chunk = typist.nextChunk()) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.flatMap((chunk) => chunk.edits)).toHaveLength(20);
    for (const chunk of chunks) {
      const bytes = chunk.edits.reduce((sum, edit) => sum + JSON.stringify(edit).length + 1, 0);
      expect(bytes).toBeLessThanOrEqual(MAX_MESSAGE_BYTES / 2);
    }
    // One edit larger than the budget goes on its own.
    typist.input(passage, 5_000);
    expect(typist.nextChunk()!.edits).toEqual([[5_000, 20_000, 0, "z".repeat(MAX_MESSAGE_BYTES)]]);
  });

  it("sends the keys pressed up to a chunk's last edit, and every key left with the last chunk", () => {
    const typist = new RaceTypist("abc");
    typist.input("a", 100);
    typist.setKeys([
      [90, 130, "KeyA", "a"],
      [190, 230, "KeyB", "b"],
    ]);
    expect(typist.nextChunk()!.keys).toEqual([[90, 130, "KeyA", "a"]]);
    typist.input("ab", 200);
    typist.input("abc", 300);
    typist.setKeys([
      [90, 130, "KeyA", "a"],
      [190, 230, "KeyB", "b"],
      [310, 350, "KeyC", "c"],
    ]);
    expect(typist.nextChunk()!.keys).toEqual([
      [190, 230, "KeyB", "b"],
      [310, 350, "KeyC", "c"],
    ]);
    expect(typist.finished).toBe(true);
    expect(typist.input("ab", 400)).toBe(false);
  });

  it("keeps a chunk within the protocol's key bound", () => {
    const typist = new RaceTypist("ab");
    typist.input("a", 10_000);
    const keys = Array.from(
      { length: MAX_CHUNK_KEYS + 5 },
      (_, i): [number, number, string, string] => [i, i + 1, "KeyA", "a"],
    );
    typist.setKeys(keys);
    expect(typist.nextChunk()!.keys).toHaveLength(MAX_CHUNK_KEYS);
    typist.input("ab", 10_100);
    expect(typist.nextChunk()!.keys).toEqual(keys.slice(MAX_CHUNK_KEYS));
  });

  it("after a reconnect with no chunk the server has, sends on from the last acknowledged one, keys too", () => {
    const typist = new RaceTypist("abcd");
    typist.input("a", 100);
    typist.setKeys([[90, 130, "KeyA", "a"]]);
    typist.acknowledge(typist.nextChunk()!.seq);
    typist.input("ab", 200);
    typist.setKeys([
      [90, 130, "KeyA", "a"],
      [190, 230, "KeyB", "b"],
    ]);
    const lost = typist.nextChunk()!;
    typist.acknowledge(99);
    typist.resume("a");
    const again = typist.nextChunk()!;
    expect(again.edits).toEqual(lost.edits);
    expect(again.keys).toEqual([[190, 230, "KeyB", "b"]]);
    expect(again.seq).toBe(lost.seq + 1);
  });

  it("sends progress messages, with the keys pressed by the time of the chunk's last edit", () => {
    const typist = new RaceTypist("abc");
    typist.input("a", 100);
    typist.setKeys([
      [100, 140, "KeyA", "a"],
      [101, 150, "KeyB", "b"],
    ]);
    const chunk = typist.nextChunk()!;
    expect(chunk.type).toBe("progress");
    expect(chunk.keys).toEqual([[100, 140, "KeyA", "a"]]);
  });

  it("never sends again what the server acknowledged, whichever chunk the answer was for", () => {
    const typist = new RaceTypist("abcd");
    typist.input("a", 100);
    const first = typist.nextChunk()!;
    typist.input("ab", 200);
    const second = typist.nextChunk()!;
    typist.input("abc", 300);
    typist.nextChunk();
    typist.acknowledge(second.seq);
    typist.acknowledge(first.seq);
    // The third chunk was lost: the server has "ab", and a text that matches no chunk's end.
    typist.resume("a?");
    expect(typist.nextChunk()!.edits).toEqual([[300, 2, 0, "c"]]);
  });

  it("counts a chunk's bytes as the frame carries them, so text beyond ASCII stays within a message", () => {
    const piece = "日".repeat(500);
    const passage = piece.repeat(40);
    const typist = new RaceTypist(passage);
    for (let i = 1; i <= 40; i++) typist.input(piece.repeat(i), i * 100);
    for (let chunk = typist.nextChunk(); chunk; chunk = typist.nextChunk()) {
      expect(utf8Bytes(JSON.stringify(chunk))).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    }
  });

  it("fills a chunk up to half a message's bytes exactly, counting a comma for each edit", () => {
    const budget = MAX_MESSAGE_BYTES / 2;
    // An edit's share of the chunk: its JSON and the comma that follows it in the list.
    const share = (edit: readonly unknown[]) => utf8Bytes(JSON.stringify(edit)) + 1;
    const typist = new RaceTypist("x".repeat(1000));
    let ms = 1000;
    let used = 0;
    const type = (value: string) => {
      typist.input(value, ms);
      ms += 10;
      used += share(typist.edits.at(-1)!);
    };
    // Whole-text replacements of 200 letters, until one more could not fit in what is left.
    for (let letter = "a"; budget - used > 600; letter = letter === "a" ? "b" : "a") {
      type(letter.repeat(200));
    }
    // Then one replacement sized to fill the budget to the byte, and one small deletion.
    const fitted = budget - used - share([ms, 0, 200, ""]);
    type("c".repeat(fitted));
    expect(used).toBe(budget);
    type("c".repeat(fitted - 1));
    const count = typist.edits.length;
    expect(typist.nextChunk()!.edits).toHaveLength(count - 1);
    expect(typist.nextChunk()!.edits).toEqual([typist.edits.at(-1)]);
  });

  it("sends no keys with a chunk when none were recorded", () => {
    const typist = new RaceTypist("ab");
    typist.input("ab", 100);
    expect(typist.nextChunk()).toMatchObject({ length: 2, keys: [] });
  });

  it("sends everything from the start after a reconnect before any chunk went out", () => {
    const typist = new RaceTypist("abc");
    typeAll(typist, "ab");
    typist.resume("");
    expect(typist.nextChunk()).toMatchObject({ seq: 0, edits: typist.edits });
  });

  it("after a second reconnect to a server that still has nothing, sends everything again", () => {
    const typist = new RaceTypist("abc");
    typeAll(typist, "ab");
    typist.nextChunk();
    typist.resume("");
    expect(typist.nextChunk()).toMatchObject({ seq: 1, edits: typist.edits });
    typist.resume("");
    expect(typist.nextChunk()).toMatchObject({ seq: 2, edits: typist.edits });
  });

  it("on an answer for the oldest chunk in flight, sends again only the later ones", () => {
    const typist = new RaceTypist("abcd");
    typist.input("a", 100);
    const first = typist.nextChunk()!;
    typist.input("ab", 200);
    typist.nextChunk();
    typist.acknowledge(first.seq);
    typist.resume("?");
    expect(typist.nextChunk()!.edits).toEqual([[200, 1, 0, "b"]]);
  });

  it("on an answer for a middle chunk, keeps the chunks before it as sent", () => {
    const typist = new RaceTypist("abcd");
    typist.input("a", 100);
    typist.nextChunk();
    typist.input("ab", 200);
    const second = typist.nextChunk()!;
    typist.input("abc", 300);
    typist.nextChunk();
    typist.acknowledge(second.seq);
    typist.resume("?");
    expect(typist.nextChunk()!.edits).toEqual([[300, 2, 0, "c"]]);
  });

  it("resumes after the latest chunk that leaves the text the server has", () => {
    const typist = new RaceTypist("abcd");
    typist.input("a", 100);
    typist.nextChunk();
    // Typed a letter and took it back: this chunk too leaves "a".
    typist.input("ax", 200);
    typist.input("a", 300);
    typist.nextChunk();
    typist.resume("a");
    expect(typist.nextChunk()).toBeNull();
  });
});
