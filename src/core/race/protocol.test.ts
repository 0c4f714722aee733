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
      { type: "rematch" },
      { type: "watch", code: "ABCDEF" },
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
      { type: "watch", code: "nope" },
      { type: "rematch", code: "ABCDEF" },
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

  it("says where a malformed message goes wrong, when it is inside the message", () => {
    const said = (raw: string) => {
      const parsed = parseClientMessage(raw);
      return parsed.ok ? null : [parsed.code, parsed.message];
    };
    expect(said("nul")).toEqual(["bad-message", "This message is not JSON."]);
    // Wrong as a whole: no place inside it to name.
    expect(said('"x"')).toEqual([
      "bad-message",
      "Malformed message: Invalid input: expected object, received string",
    ]);
    expect(said('{"type":"start","extra":1}')).toEqual([
      "bad-message",
      'Malformed message: Unrecognized key: "extra"',
    ]);
    // Wrong inside: the path to the bad value, its steps joined by dots.
    const early = { type: "progress", seq: 0, length: 1, edits: [[-1, 0, 0, "a"]], keys: [] };
    expect(said(JSON.stringify(early))).toEqual([
      "bad-message",
      "Malformed message: edits.0.0: Too small: expected number to be >=0",
    ]);
  });

  it("reads a message of exactly the size bound, and refuses one a byte over", () => {
    const ping = JSON.stringify({ type: "ping", t: 1 });
    // JSON allows whitespace after the value: padding keeps the message well-formed.
    const atBound = ping + " ".repeat(MAX_MESSAGE_BYTES - ping.length);
    expect(parseClientMessage(atBound)).toEqual({ ok: true, message: { type: "ping", t: 1 } });
    expect(parseClientMessage(atBound + " ")).toEqual({
      ok: false,
      code: "too-large",
      message: "This message is too large.",
    });
  });

  it("refuses a message over the size bound unread", () => {
    const huge = JSON.stringify({ type: "ping", t: 1, pad: "x".repeat(MAX_MESSAGE_BYTES) });
    expect(parseClientMessage(huge)).toMatchObject({ ok: false, code: "too-large" });
  });
});

describe("utf8Bytes", () => {
  it("counts a string's bytes as UTF-8, as a WebSocket frame carries it", () => {
    for (const text of [
      ...["", "race", "café", "日本語", "a😀b", "x\u{10348}", "\ud800x", "\udc00"],
      // the edges of one, two and three bytes
      ...["\u007f", "\u0080", "\u07ff", "\u0800", "\uffff"],
      // pairs at the surrogates' edges, and lone surrogates beside other letters
      ...[
        "\ud800\udc00",
        "\udbff\udfff",
        "日\udc00",
        "\ue000日",
        "\udc00\udc00",
        "\udbffx",
        // a lone high surrogate at the end, or before a letter wider than one byte
        ...["a\ud800", "\ud800日"],
      ],
    ]) {
      expect(utf8Bytes(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe("the ranked queue's message", () => {
  it("names a difficulty and nothing more", () => {
    const ranked = { type: "ranked", difficulty: "easy" };
    expect(parseClientMessage(JSON.stringify(ranked))).toEqual({ ok: true, message: ranked });
    for (const message of [{ type: "ranked" }, { type: "ranked", difficulty: "easy", rating: 9 }]) {
      expect(parseClientMessage(JSON.stringify(message))).toMatchObject({ ok: false });
    }
  });
});
