import { describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { markPipelining, sendTogether } from "./send-together.ts";

/** Steps that log when they start and end, each ending a tick after it starts. */
function loggedSteps(log: string[]) {
  const step = (name: string, answer: number) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${name}`);
    return answer;
  };
  return [step("a", 1), step("b", 2), step("c", 3)] as const;
}

describe("sendTogether", () => {
  it("starts every statement at once where the client pipelines them", async () => {
    const db = {} as Database;
    markPipelining(db);
    const log: string[] = [];
    expect(await sendTogether(db, loggedSteps(log))).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(["start a", "start b", "start c"]);
  });

  it("waits for each answer before the next statement elsewhere", async () => {
    const log: string[] = [];
    expect(await sendTogether({} as Database, loggedSteps(log))).toEqual([1, 2, 3]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });
});
