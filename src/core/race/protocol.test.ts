import { describe, expect, it } from "vitest";
import { MAX_CHUNK_EDITS, MAX_MESSAGE_BYTES, parseClientMessage, utf8Bytes } from "./protocol.ts";

describe("parseClientMessage", () => {
  it("reads each kind of message", () => {
    for (const message of [
      { type: "join", code: "ABCDEF" },
      { type: "join", code: "ABCDEF", rejoin: "abcdefghijklmnop" },
      { type: "quick", difficulty: "hard" },
      { type: "start" },
      { type: "ping", t: 12.5 },
      {
        type: "progress",
        seq: 0,
        length: 1,
        edits: [[0, 0, 0, "a", 2]],
        keys: [[0, 80, "KeyA", "a"]],
      },
    ]) {
      expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
    }
  });

  it("refuses what is not a message, with a reason", () => {
    expect(parseClientMessage("{")).toMatchObject({ ok: false, code: "bad-message" });
    for (const message of [
      { type: "shout" },
      { type: "join", code: "ABCDE0" },
      { type: "start", extra: 1 },
      { type: "progress", seq: 0, length: 1, edits: [], keys: [] },
      { type: "progress", seq: 0, length: 1, edits: [[-1, 0, 0, "a"]], keys: [] },
      { type: "progress", seq: 0, length: 1, edits: [[0, 0, 0, "a", 4]], keys: [] },
      {
        type: "progress",
        seq: 0,
        length: 1,
        edits: Array.from({ length: MAX_CHUNK_EDITS + 1 }, () => [0, 0, 0, ""]),
        keys: [],
      },
    ]) {
      const parsed = parseClientMessage(JSON.stringify(message));
      expect(parsed).toMatchObject({ ok: false, code: "bad-message" });
      if (!parsed.ok) expect(parsed.message).toMatch(/^Malformed message: /);
    }
  });

  it("refuses a message over the size bound unread", () => {
    const huge = JSON.stringify({ type: "ping", t: 1, pad: "x".repeat(MAX_MESSAGE_BYTES) });
    expect(parseClientMessage(huge)).toMatchObject({ ok: false, code: "too-large" });
  });
});

describe("utf8Bytes", () => {
  it("counts a string's bytes as UTF-8, as a WebSocket frame carries it", () => {
    for (const text of ["", "race", "café", "日本語", "a😀b", "x\u{10348}", "\ud800x", "\udc00"]) {
      expect(utf8Bytes(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});
