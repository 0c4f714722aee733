import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Formats of real credentials: keys, provider tokens. */
const CREDENTIALS: [string, RegExp][] = [
  ["a private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["an AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["a GitHub token", /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ["a Google API key", /\bAIza[0-9A-Za-z_-]{35}\b/],
  ["a Slack token", /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ["a Stripe live key", /\b[rs]k_live_[0-9A-Za-z]{20,}/],
  ["a TypeTempo API key", /\btt_[0-9a-f]{16}_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/],
];
/** A literal assigned to something named like a secret, e.g. `BETTER_AUTH_SECRET: "…"`. */
const SECRET_LITERAL =
  /\b[A-Za-z_]*(?:SECRET|PASSWORD|TOKEN)\w*\s*[:=]\s*["'`]([^"'`\n]{12,})["'`]/g;
/** Words that mark a literal as a stand-in for tests or development. */
const STAND_IN = /test|e2e|example|development|dummy/i;

/** The files git would commit: tracked ones and new ones that .gitignore does not exclude. */
function repositoryFiles(): string[] {
  const output = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split("\n").filter((file) => file && fs.existsSync(path.join(root, file)));
}

it("holds no secret: no credential, no .env file, only marked stand-ins for secrets", () => {
  const files = repositoryFiles();
  expect(files.length).toBeGreaterThan(50);
  const findings: string[] = [];
  for (const file of files) {
    if (/(^|\/)\.env(\.|$)/.test(file) && !file.endsWith(".example")) {
      findings.push(`${file}: an environment file`);
    }
    const full = path.join(root, file);
    if (fs.statSync(full).size > 2 * 1024 * 1024) continue;
    const text = fs.readFileSync(full, "utf8");
    if (text.includes("\u0000")) continue;
    for (const [what, pattern] of CREDENTIALS) {
      if (pattern.test(text)) findings.push(`${file}: ${what}`);
    }
    for (const match of text.matchAll(SECRET_LITERAL)) {
      const value = match[1]!;
      if (!STAND_IN.test(value) && !value.startsWith("$")) {
        findings.push(`${file}: ${match[0].slice(0, 60)}`);
      }
    }
  }
  expect(findings).toEqual([]);
});
