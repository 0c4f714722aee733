import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type OlderDatabase, olderDatabase } from "../../../tests/support/older-database.ts";
import { openDatabase } from "./client.ts";
import { queryRows } from "./query-rows.ts";

let older: OlderDatabase | undefined;
afterAll(() => older?.drop());

/** Rows as update-user and older servers could leave them, oldest first. */
const SEED = `
  insert into users (id, email, username, display_username, created_at) values
    ('owner', 'owner@example.com', 'tc_max60', 'tc_max60', '2024-01-01'),
    ('copycat', 'copycat@example.com', 'tc_max6o', 'tc_max60', '2024-02-01'),
    ('mixed', 'mixed@example.com', 'Mixed_Case', 'mixed_CASE', '2024-02-02'),
    ('bidi', 'bidi@example.com', E'\\u202Eevil', E'\\u202Eevil', '2024-02-03'),
    ('nameless', 'zoe.k@example.com', null, null, '2024-02-04'),
    ('long', 'long@example.com', 'ada', repeat('x', 15000), '2024-02-05'),
    ('empty', 'empty@example.com', 'bob', '', '2024-02-06'),
    ('short', 'short@example.com', 'ab', 'ab', '2024-02-07'),
    ('ilya', 'ilya@example.com', 'ilya', 'Ilya', '2024-02-08'),
    ('llya', 'llya@example.com', 'llya', 'llya', '2024-02-09');
`;

it("gives every user a valid name of their own and keeps look-alikes out from then on", async () => {
  older = await olderDatabase(5, SEED);
  const handle = await openDatabase(older.config);
  try {
    const { db } = handle;
    const rows = await queryRows(
      db,
      sql`select id, username, display_username from users order by created_at`,
    );
    expect(rows).toEqual([
      { id: "owner", username: "tc_max60", display_username: "tc_max60" },
      { id: "copycat", username: "tc_max6o2", display_username: "tc_max6o2" },
      { id: "mixed", username: "mixed_case", display_username: "mixed_CASE" },
      { id: "bidi", username: "evil", display_username: "evil" },
      { id: "nameless", username: "zoek", display_username: "zoek" },
      { id: "long", username: "ada", display_username: "ada" },
      { id: "empty", username: "bob", display_username: "bob" },
      { id: "short", username: "typist", display_username: "typist" },
      { id: "ilya", username: "ilya", display_username: "Ilya" },
      { id: "llya", username: "llya2", display_username: "llya2" },
    ]);
    await expect(
      db.execute(
        sql`insert into users (id, email, username) values ('late', 'late@example.com', 'TC_MAX6O')`,
      ),
    ).rejects.toThrow();
  } finally {
    await handle.close();
  }
});
