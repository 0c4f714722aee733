import { TransactionRollbackError, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-app.ts";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { typingTexts } from "../db/schema.ts";
import { trackTransactions } from "./transactions.ts";

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.config);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

it("answers the open transaction inside it and the database outside", async () => {
  const { db, current } = trackTransactions(handle.db);
  expect(current()).toBe(handle.db);
  let seenInside = 0;
  const rolledBack = db.transaction(async (tx) => {
    expect(current()).toBe(tx);
    const [row] = await tx
      .insert(typingTexts)
      .values({ text: "a passage never committed", difficulty: "easy" })
      .returning({ id: typingTexts.id });
    // Only the transaction sees its row; on PGlite a query outside it would never return.
    seenInside = await current().$count(typingTexts, eq(typingTexts.id, row!.id));
    tx.rollback();
  });
  await expect(rolledBack).rejects.toBeInstanceOf(TransactionRollbackError);
  expect(seenInside).toBe(1);
  expect(current()).toBe(handle.db);
});
