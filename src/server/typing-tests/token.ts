import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { difficultySchema } from "../../core/api/difficulty.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";

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
}

const ticketSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{16,64}$/),
  mode: z.string().max(40),
  difficulty: difficultySchema,
  passageIds: z.array(z.number().int()).min(1).max(100),
  issuedAt: z.number().int().positive(),
  userId: z.string().min(1).max(100).optional(),
});

/** A key of its own, derived from the auth secret, so a session cookie can't pass as a ticket. */
export function ticketKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("typetempo test ticket v1").digest();
}

export function newTicketId(): string {
  return randomBytes(16).toString("base64url");
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
