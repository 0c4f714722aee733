import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickSeveral, pickUnserved, servedForPick } from "./passage-pick.ts";

const pool = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe("pickUnserved", () => {
  it("never returns a served passage while unserved ones remain", () => {
    const served = new Set([1, 3]);
    for (const r of [0, 0.5, 0.999]) {
      expect(pickUnserved(pool, served, () => r)).toEqual({ passage: { id: 2 }, reset: false });
    }
  });

  it("chooses among the unserved passages by the random number, not always the first", () => {
    const none = new Set<number>();
    expect(pickUnserved(pool, none, () => 0).passage).toEqual({ id: 1 });
    expect(pickUnserved(pool, none, () => 0.5).passage).toEqual({ id: 2 });
    expect(pickUnserved(pool, none, () => 0.99).passage).toEqual({ id: 3 });
    // A generator that returns 1 itself still picks a passage: the last.
    expect(pickUnserved(pool, none, () => 1).passage).toEqual({ id: 3 });
    expect(pickUnserved(pool, new Set([2]), () => 0.99).passage).toEqual({ id: 3 });
  });

  it("starts over and asks the caller to forget once the whole pool was served", () => {
    const picked = pickUnserved(pool, new Set([1, 2, 3]), () => 0);
    expect(picked).toEqual({ passage: { id: 1 }, reset: true });
  });

  it("ignores served ids that are not in the pool", () => {
    expect(pickUnserved(pool, new Set([99]), () => 0).reset).toBe(false);
  });

  it("refuses an empty pool", () => {
    expect(() => pickUnserved([], new Set())).toThrow(/at least one passage/);
  });

  it("serves every passage exactly once per cycle", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), {
          minLength: 80,
          maxLength: 80,
        }),
        (size, draws) => {
          const ids = Array.from({ length: size }, (_, i) => ({ id: i + 1 }));
          const served = new Set<number>();
          const order: number[] = [];
          for (const draw of draws.slice(0, size)) {
            const { passage, reset } = pickUnserved(ids, served, () => draw);
            expect(reset).toBe(false);
            served.add(passage.id);
            order.push(passage.id);
          }
          expect(new Set(order).size).toBe(size);
          expect(pickUnserved(ids, served, () => draws[size] ?? 0).reset).toBe(true);
        },
      ),
    );
  });
});

describe("pickSeveral", () => {
  const texts = [1, 2, 3, 4, 5].map((id) => ({ id }));
  const upTo = (count: number) => (picked: readonly unknown[]) => picked.length >= count;

  it("draws distinct unserved passages until it has enough", () => {
    const drawn = pickSeveral(texts, new Set([2]), upTo(4));
    expect(drawn.reset).toBe(false);
    expect(drawn.passages.map((p) => p.id).sort()).toEqual([1, 3, 4, 5]);
  });

  it("takes the rest of the pool before any passage of this draw repeats", () => {
    const drawn = pickSeveral(texts, new Set([1, 2, 3]), upTo(5), () => 0);
    expect(drawn.reset).toBe(true);
    const ids = drawn.passages.map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([4, 5]);
    expect(new Set(ids).size).toBe(5);
  });

  it("keeps this draw's passages out once the pool is used up, whichever the random number picks", () => {
    // 4 and 5 unserved; the last candidate is always taken.
    const drawn = pickSeveral(texts, new Set([1, 2, 3]), upTo(5), () => 0.99);
    expect(drawn.passages.map((p) => p.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it("repeats only once the draw holds the whole pool", () => {
    const drawn = pickSeveral(texts, new Set(), upTo(7), () => 0);
    const ids = drawn.passages.map((p) => p.id);
    expect(new Set(ids.slice(0, 5)).size).toBe(5);
    expect(ids).toHaveLength(7);
  });

  it("stops at 60 passages even when nothing is ever enough", () => {
    expect(pickSeveral(texts, new Set(), () => false).passages).toHaveLength(60);
  });
});

describe("servedForPick", () => {
  const pool = Array.from({ length: 30 }, (_, i) => i + 1);

  it("takes the browser's hint while it leaves 10 passages", () => {
    const hint = pool.slice(0, 19);
    expect(servedForPick(pool, new Set([25]), hint)).toEqual(new Set([25, ...hint]));
  });

  it("ignores a hint that would leave fewer than 10, so a client cannot pick its passage", () => {
    const hint = pool.slice(0, 20);
    expect(servedForPick(pool, new Set([30]), hint)).toEqual(new Set([30]));
    const allButOne = pool.slice(0, 29);
    expect(servedForPick(pool, new Set(), allButOne)).toEqual(new Set());
  });

  it("with fewer than 10 left by the server's own memory, keeps the hint only if it excludes none of them", () => {
    const remembered = new Set(pool.slice(0, 25));
    expect(servedForPick(pool, remembered, [1, 2])).toEqual(remembered);
    expect(servedForPick(pool, remembered, [26])).toEqual(remembered);
  });
});
