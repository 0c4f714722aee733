import { describe, expect, it } from "vitest";
import { snippetLength, snippetPool, typedLength } from "./code.ts";

const line = (length: number) => "x".repeat(length);

describe("snippetLength", () => {
  it("measures what is typed, the indentation left out", () => {
    expect(typedLength("if x {\n    y\n}")).toBe("if x {\ny\n}".length);
  });

  it("is short up to 180 typed characters, medium up to 260, long beyond", () => {
    expect(snippetLength(line(180))).toBe("short");
    expect(snippetLength(`${line(100)}\n${" ".repeat(90)}${line(79)}`)).toBe("short");
    expect(snippetLength(line(181))).toBe("medium");
    expect(snippetLength(line(260))).toBe("medium");
    expect(snippetLength(line(261))).toBe("long");
  });
});

describe("snippetPool", () => {
  it("names by position the snippets of the difficulty's length", () => {
    const snippets = [line(300), line(10), line(200), line(20)].map((code, index) => ({
      id: `s${index}`,
      title: "t",
      code,
    }));
    expect(snippetPool(snippets, "easy")).toEqual([1, 3]);
    expect(snippetPool(snippets, "medium")).toEqual([2]);
    expect(snippetPool(snippets, "hard")).toEqual([0]);
  });
});
