import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsStale } from "./build-state.ts";

const roots: string[] = [];
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tt-build-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "src/web"), { recursive: true });
  fs.writeFileSync(path.join(root, "src/web/root.tsx"), "x");
  return root;
}
function touch(file: string, secondsAgo: number) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, time, time);
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("buildIsStale", () => {
  it("is stale without a build", () => {
    const root = project();
    expect(buildIsStale(root, path.join(root, "build/client"))).toBe(true);
  });

  it("is fresh when the build is newer than every input, and stale after an edit", () => {
    const root = project();
    const web = path.join(root, "build/client");
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(path.join(web, "index.html"), "<html>");
    fs.writeFileSync(path.join(web, "sw.js"), "");
    touch(path.join(root, "src/web/root.tsx"), 60);
    touch(path.join(root, "src/web"), 60);
    expect(buildIsStale(root, web)).toBe(false);
    fs.writeFileSync(path.join(root, "src/web/root.tsx"), "changed");
    touch(path.join(web, "index.html"), 30);
    expect(buildIsStale(root, web)).toBe(true);
  });

  it("is stale when the build has no service worker, as one made before it had", () => {
    const root = project();
    const web = path.join(root, "build/client");
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(path.join(web, "index.html"), "<html>");
    touch(path.join(root, "src/web/root.tsx"), 60);
    touch(path.join(root, "src/web"), 60);
    expect(buildIsStale(root, web)).toBe(true);
    fs.writeFileSync(path.join(web, "sw.js"), "");
    expect(buildIsStale(root, web)).toBe(false);
  });
});
