import { describe, expect, it } from "vitest";
import { perList } from "./per-list.ts";

describe("perList", () => {
  const counting = () => {
    const calls: [readonly string[], string][] = [];
    const made = perList((words, key: string) => {
      calls.push([words, key]);
      return words.filter((word) => word.startsWith(key));
    });
    return { calls, made };
  };

  it("makes a list's figures for a key once and gives the same back after", () => {
    const { calls, made } = counting();
    const words = ["apple", "bear", "avocado"];
    const first = made(words, "a");
    expect(first).toEqual(["apple", "avocado"]);
    expect(made(words, "a")).toBe(first);
    expect(calls).toEqual([[words, "a"]]);
  });

  it("keeps each key of a list apart", () => {
    const { calls, made } = counting();
    const words = ["apple", "bear"];
    expect(made(words, "a")).toEqual(["apple"]);
    expect(made(words, "b")).toEqual(["bear"]);
    expect(made(words, "a")).toEqual(["apple"]);
    expect(calls.map(([, key]) => key)).toEqual(["a", "b"]);
  });

  it("makes them again for another list, even one with the same words", () => {
    const { calls, made } = counting();
    const one = ["apple"];
    const other = ["apple"];
    made(one, "a");
    made(other, "a");
    expect(calls.map(([words]) => words)).toEqual([one, other]);
  });

  it("keeps a value that is falsy rather than making it again", () => {
    let calls = 0;
    const made = perList((words, key: string) => {
      calls++;
      return words.indexOf(key);
    });
    const words = ["a"];
    expect(made(words, "a")).toBe(0);
    expect(made(words, "a")).toBe(0);
    expect(calls).toBe(1);
  });
});
