import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { difficultySchema } from "../../core/api/difficulty.ts";
import { CODE_LANGUAGES, type CodeLanguage } from "../../core/texts/code-languages.ts";
import {
  LANGUAGES,
  PASSAGE_LANGUAGES,
  type Language,
  type PassageLanguage,
} from "../../core/texts/languages.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";

/**
 * A common-words test's text, rebuilt from these (src/core/texts/word-text.ts): its
 * passageIds are then the numbers of the chunks served, 0, 1, 2 …
 */
export interface WordsTicket {
  language: Language;
  punctuation: boolean;
  numbers: boolean;
  seed: number;
}

/**
 * What the server knows about a test it issued (docs/trusted-results.md). The browser holds it
 * as a signed token and sends it back with the result; no server state is kept until the
 * result is saved, so any instance sharing the secret can verify it.
 */
export interface TestTicket {
  /** Random; a saved result stores it, so one test is saved at most once. */
  id: string;
  mode: string;
  difficulty: Difficulty;
  /** The passages served, in order; a timed test's later ones were appended as it ran. */
  passageIds: number[];
  /** Milliseconds since the epoch, on the issuing server's clock. */
  issuedAt: number;
  /**
   * The signed-in user the test was issued to; only they can save it. A test issued signed out
   * has none, and is bound to whoever saves it first.
   */
  userId?: string | undefined;
  /**
   * Set on a test of passages in another language than English; an English one has none, as
   * every passages token had before there was a choice.
   */
  passages?: { language: Exclude<PassageLanguage, "en"> } | undefined;
  /** Set on a common-words test; a passages test has none. */
  words?: WordsTicket | undefined;
  /** Set on a quotes test, whose passageIds are quotes' ids (content/quotes). */
  quotes?: { language: "en" } | undefined;
  /**
   * Set on a code test, whose passageIds are its snippets' positions in the language's file
   * (content/code: append-only, so a position always names the same snippet).
   */
  code?: { language: CodeLanguage } | undefined;
}

const ticketSchema = z
  .strictObject({
    id: z.string().regex(/^[\w-]{16,64}$/),
    mode: z.string().max(40),
    difficulty: difficultySchema,
    passageIds: z.array(z.number().int()).min(1).max(100),
    issuedAt: z.number().int().positive(),
    userId: z.string().min(1).max(100).optional(),
    words: z
      .strictObject({
        language: z.enum(LANGUAGES),
        punctuation: z.boolean(),
        numbers: z.boolean(),
        seed: z.number().int().min(0).max(0xffffffff),
      })
      .optional(),
    passages: z.strictObject({ language: z.enum(PASSAGE_LANGUAGES).exclude(["en"]) }).optional(),
    quotes: z.strictObject({ language: z.literal("en") }).optional(),
    code: z.strictObject({ language: z.enum(CODE_LANGUAGES) }).optional(),
  })
  // A test serves one kind of text.
  .refine(
    (ticket) =>
      [ticket.passages, ticket.words, ticket.quotes, ticket.code].filter(Boolean).length <= 1,
  );

/** A key of its own, derived from the auth secret, so a session cookie can't pass as a ticket. */
export function ticketKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("typetempo test ticket v1").digest();
}

export function newTicketId(): string {
  return randomBytes(16).toString("base64url");
}

/** A common-words test's seed: unguessable, so no one can prepare for the words to come. */
export function newWordSeed(): number {
  return randomBytes(4).readUInt32BE(0);
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

export function signTicket(key: Buffer, ticket: TestTicket): string {
  const payload = Buffer.from(JSON.stringify(ticket)).toString("base64url");
  return `${payload}.${signature(key, payload).toString("base64url")}`;
}

/** The ticket inside a token this server signed, or null for anything else. */
export function readTicket(key: Buffer, token: string): TestTicket | null {
  const [payload, signed, extra] = token.split(".");
  if (!payload || !signed || extra !== undefined) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = ticketSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
