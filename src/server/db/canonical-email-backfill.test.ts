import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { canonicalEmail } from "../../core/account/canonical-email.ts";
import { type OlderDatabase, olderDatabase } from "../../../tests/support/older-database.ts";
import { openDatabase } from "./client.ts";
import { queryRows } from "./query-rows.ts";

let older: OlderDatabase | undefined;
afterAll(() => older?.drop());

/** Addresses as accounts made before the rule could hold them, oldest first. */
const ADDRESSES = [
  ["ada", "ada@example.com"],
  ["ada_tagged", "ada+2@example.com"],
  ["grace", "grace.hopper@gmail.com"],
  ["grace_dots", "g.r.a.c.e.hopper+x@googlemail.com"],
  ["linus", "Linus.T@Example.org"],
  ["proton", "Kat.J-o_b+news@protonmail.com"],
  ["proton_short", "kat.job@pm.me"],
  ["outlook", "a.b@outlook.com"],
  ["outlook_other", "ab@outlook.com"],
  ["leading_plus", "+tag@example.net"],
  ["dots_only", "...@gmail.com"],
  ["quoted", '"x@y"@example.com'],
] as const;

const SEED = `insert into users (id, email, created_at) values ${ADDRESSES.map(
  ([id, email], i) =>
    `('${id}', '${email.replaceAll("'", "''")}', '2024-01-01'::timestamptz + interval '${i} days')`,
).join(", ")};`;

it("gives each mailbox's oldest account its canonical address, as core computes it, and keeps copies out from then on", async () => {
  older = await olderDatabase(13, SEED);
  const handle = await openDatabase(older.config);
  try {
    const { db } = handle;
    const rows = await queryRows<{ id: string; email_canonical: string | null }>(
      db,
      sql`select id, email_canonical from users order by created_at`,
    );
    const later = new Set(["ada_tagged", "grace_dots"]);
    expect(rows).toEqual(
      ADDRESSES.map(([id, email]) => ({
        id,
        email_canonical: later.has(id) ? null : canonicalEmail(email),
      })),
    );
    await expect(
      db.execute(
        sql`insert into users (id, email, email_canonical) values ('late', 'ada+3@example.com', 'ada@example.com')`,
      ),
    ).rejects.toThrow();
    const functions = await queryRows(
      db,
      sql`select proname from pg_proc where proname = 'email_canonical_0013'`,
    );
    expect(functions).toEqual([]);
  } finally {
    await handle.close();
  }
});
