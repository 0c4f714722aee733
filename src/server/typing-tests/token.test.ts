import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newTicketId, readTicket, signTicket, ticketKey, type TestTicket } from "./token.ts";

const key = ticketKey("a-secret-of-thirty-two-characters!!");
const ticket: TestTicket = {
  id: "abcdefghijklmnop",
  mode: "1-minute",
  difficulty: "medium",
  passageIds: [3, 1, 2],
  issuedAt: 1_767_225_600_000,
};

/** A token whose payload is `payload` as given, correctly signed with `key`. */
function signedPayload(payload: unknown, signingKey = key): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = createHmac("sha256", signingKey).update(encoded).digest("base64url");
  return `${encoded}.${signature}`;
}

describe("test tokens", () => {
  it("read back the ticket they were signed with", () => {
    const token = signTicket(key, ticket);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readTicket(key, token)).toEqual(ticket);
  });

  it("are refused under another key, and the auth secret itself is not the key", () => {
    const token = signTicket(key, ticket);
    expect(readTicket(ticketKey("another-secret-of-thirty-two-chars"), token)).toBeNull();
    const secret = "a-secret-of-thirty-two-characters!!";
    expect(readTicket(key, signedPayload(ticket, Buffer.from(secret)))).toBeNull();
    // The derivation is fixed, so tokens outlive an upgrade and pass between instances.
    expect(ticketKey(secret).toString("hex")).toBe(
      "bc78f0b0ad1502d3d0b32a3a527226e14056523e90167b58ab9ed920e774ec04",
    );
  });

  it("are refused when any part is changed, missing or added", () => {
    const [payload, signature] = signTicket(key, ticket).split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...ticket, passageIds: [9] })).toString(
      "base64url",
    );
    for (const token of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}`,
      `${payload}.`,
      `.${signature}`,
      payload,
      `${payload}.${signature}.extra`,
      "",
    ]) {
      expect(readTicket(key, token), token).toBeNull();
    }
  });

  it("are refused when a correctly signed payload is not a ticket", () => {
    const notJson = Buffer.from("{not json").toString("base64url");
    const signature = createHmac("sha256", key).update(notJson).digest("base64url");
    expect(readTicket(key, `${notJson}.${signature}`)).toBeNull();
    for (const payload of [
      { ...ticket, id: "a".repeat(15) },
      { ...ticket, id: "a".repeat(65) },
      { ...ticket, id: "has space in it!" },
      { ...ticket, mode: "m".repeat(41) },
      { ...ticket, difficulty: "insane" },
      { ...ticket, passageIds: [] },
      { ...ticket, passageIds: Array.from({ length: 101 }, (_, i) => i) },
      { ...ticket, passageIds: [1.5] },
      { ...ticket, issuedAt: 0 },
      { ...ticket, issuedAt: 1.5 },
      { ...ticket, extra: true },
    ]) {
      expect(readTicket(key, signedPayload(payload)), JSON.stringify(payload)).toBeNull();
    }
  });

  it("take ids of 16 to 64 characters and up to 100 passages", () => {
    for (const payload of [
      { ...ticket, id: "a".repeat(16) },
      { ...ticket, id: "a_-".repeat(21) + "a" },
      { ...ticket, mode: "m".repeat(40) },
      { ...ticket, passageIds: Array.from({ length: 100 }, (_, i) => i) },
    ]) {
      expect(readTicket(key, signedPayload(payload))).toEqual(payload);
    }
  });

  it("carry a fresh random id that their own schema accepts", () => {
    const id = newTicketId();
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(newTicketId()).not.toBe(id);
    expect(readTicket(key, signTicket(key, { ...ticket, id }))?.id).toBe(id);
  });
});
