import { describe, expect, it } from "vitest";
import { emptyTyping, replayChunk } from "./progress.ts";
import { MAX_CHUNK_EDITS } from "./protocol.ts";
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
});
