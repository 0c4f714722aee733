/**
 * `npm run check`: the route types generated, then type checking, ESLint and Prettier side by
 * side, then the Vitest projects `core` and `web`. Each of the three is one process that keeps
 * one core busy, and none needs another's output (ESLint's type-aware rules need the generated
 * route types, hence those first): on two cores they end together in about the time ESLint
 * takes alone, rather than one after another. Each one's output is printed whole when it ends,
 * so the three never interleave.
 */
import { spawn } from "node:child_process";

interface Finished {
  script: string;
  code: number | null;
  output: string;
}

function run(script: string, command: string[]): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ script, code, output }));
  });
}

const started = performance.now();
const typegen = await run("typegen", ["npx", "react-router", "typegen"]);
const finished =
  typegen.code === 0
    ? await Promise.all([
        run("typecheck", ["npx", "tsc", "--noEmit"]),
        run("lint", ["npm", "run", "lint"]),
        run("format:check", ["npm", "run", "format:check"]),
      ])
    : [typegen];
for (const { output } of finished) process.stdout.write(output);
const failed = finished.filter(({ code }) => code !== 0).map(({ script }) => script);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
if (failed.length > 0) {
  console.error(`check: ${failed.join(", ")} failed (${seconds} s)`);
  process.exit(1);
}
console.log(`check: typecheck, lint and format:check passed in ${seconds} s`);

const tests = spawn("npx", ["vitest", "run", "--project", "core", "--project", "web"], {
  stdio: "inherit",
});
tests.on("close", (code) => process.exit(code ?? 1));
