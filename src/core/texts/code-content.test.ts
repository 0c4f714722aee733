import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The Code test's snippets (content/code/README.md). The typist types each line from its first
 * non-space character and Enter moves to the next line's, so indentation is drawn but never
 * typed: these checks keep every snippet typeable on a plain keyboard without Tab, the size the
 * typing page is laid out for, and indented the way the page draws it.
 */

interface Snippet {
  id: string;
  title: string;
  code: string;
}

interface Rules {
  /** Spaces per indentation level, as the language's own style guide indents. */
  indent: number;
  /** What starts a comment line in this language. */
  comment: string;
}

const LANGUAGES: Record<string, Rules> = {
  javascript: { indent: 2, comment: "//" },
  typescript: { indent: 2, comment: "//" },
  python: { indent: 4, comment: "#" },
  go: { indent: 4, comment: "//" },
  rust: { indent: 4, comment: "//" },
  sql: { indent: 2, comment: "--" },
  bash: { indent: 2, comment: "#" },
};
const NAMES = Object.keys(LANGUAGES);

const DIR = new URL("../../../content/code/", import.meta.url);

function load(language: string): Snippet[] {
  return JSON.parse(readFileSync(new URL(`${language}.json`, DIR), "utf8")) as Snippet[];
}

const SNIPPETS = Object.fromEntries(NAMES.map((name) => [name, load(name)]));

function lines(snippet: Snippet): string[] {
  return snippet.code.split("\n");
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/** Whether every bracket closes the one opened last, and all are closed by the end. */
function balanced(code: string): boolean {
  const open: string[] = [];
  for (const char of code) {
    if (char === "(" || char === "[" || char === "{") open.push(char);
    const opener = PAIRS[char];
    if (opener !== undefined && open.pop() !== opener) return false;
  }
  return open.length === 0;
}

describe.each(NAMES)("the %s snippets", (language) => {
  const snippets = SNIPPETS[language]!;
  const rules = LANGUAGES[language]!;

  it("hold at least 15 snippets, each with an id, a title and code", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(15);
    for (const snippet of snippets) {
      expect(Object.keys(snippet).sort()).toEqual(["code", "id", "title"]);
      expect(typeof snippet.id).toBe("string");
      expect(typeof snippet.title).toBe("string");
      expect(typeof snippet.code).toBe("string");
    }
  });

  it("name each snippet with a kebab-case id prefixed by the language", () => {
    const pattern = new RegExp(`^${language}-[a-z0-9]+(-[a-z0-9]+)*$`);
    expect(snippets.map((s) => s.id).filter((id) => !pattern.test(id))).toEqual([]);
  });

  it("give each snippet a short, capitalised title of its own without a full stop", () => {
    const bad = snippets.filter(
      ({ title }) => !/^[A-Z][\x20-\x7e]{2,47}$/.test(title) || title.endsWith("."),
    );
    expect(bad.map((s) => s.id)).toEqual([]);
    const titles = snippets.map((s) => s.title.toLowerCase());
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it("use printable ASCII and newlines only, so no tab or accented key is needed", () => {
    const bad = snippets.filter(({ code }) => !/^[\x20-\x7e\n]+$/.test(code));
    expect(bad.map((s) => s.id)).toEqual([]);
  });

  it("keep each snippet between 4 and 18 lines and 120 and 600 characters", () => {
    const bad = snippets.filter((snippet) => {
      const count = lines(snippet).length;
      const length = snippet.code.length;
      return count < 4 || count > 18 || length < 120 || length > 600;
    });
    expect(bad.map((s) => `${s.id} (${lines(s).length} lines, ${s.code.length} chars)`)).toEqual(
      [],
    );
  });

  it("keep every line within 72 characters, with no trailing space and no blank line", () => {
    const bad = snippets.flatMap((snippet) =>
      lines(snippet)
        .filter((line) => line.length > 72 || line.trim() === "" || line.trimEnd() !== line)
        .map((line) => `${snippet.id}: ${JSON.stringify(line)}`),
    );
    expect(bad).toEqual([]);
  });

  it(`start unindented and indent every line by a multiple of ${rules.indent} spaces`, () => {
    const bad = snippets.flatMap((snippet) =>
      lines(snippet)
        .filter((line, i) => (i === 0 ? indentOf(line) !== 0 : indentOf(line) % rules.indent))
        .map((line) => `${snippet.id}: ${JSON.stringify(line)}`),
    );
    expect(bad).toEqual([]);
  });

  it("hold at most one comment line, and a short one, since typists dislike typing prose", () => {
    const bad = snippets.filter((snippet) => {
      const comments = lines(snippet)
        .map((line) => line.trim())
        .filter((line) => line.startsWith(rules.comment) && !line.startsWith("#!"));
      return comments.length > 1 || comments.some((line) => line.length > 48);
    });
    expect(bad.map((s) => s.id)).toEqual([]);
  });

  it("close every bracket it opens, in order", () => {
    const bad = snippets.filter(({ code }) => !balanced(code));
    expect(bad.map((s) => s.id)).toEqual([]);
  });

  it("mix short snippets with long ones", () => {
    const short = snippets.filter(({ code }) => code.length < 220).length;
    const long = snippets.filter(({ code }) => code.length > 350).length;
    expect(short).toBeGreaterThanOrEqual(Math.floor(snippets.length / 5));
    expect(long).toBeGreaterThanOrEqual(Math.floor(snippets.length / 5));
  });
});

describe("all the code snippets", () => {
  const all = NAMES.flatMap((name) => SNIPPETS[name]!);

  it("have ids unique across every language", () => {
    const ids = all.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("have no snippet twice", () => {
    const codes = all.map((s) => s.code.replace(/\s+/g, " "));
    expect(all.filter((_, i) => codes.indexOf(codes[i]!) !== i).map((s) => s.id)).toEqual([]);
  });

  it("hold nothing that looks like a secret: no long token and no private key", () => {
    const bad = all.filter(
      ({ code }) => /[A-Za-z0-9_+/=-]{32,}/.test(code) || /PRIVATE KEY|sk_live|AKIA/.test(code),
    );
    expect(bad.map((s) => s.id)).toEqual([]);
  });
});
