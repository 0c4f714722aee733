import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, PAGES } from "../../core/site/route-catalog.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { inlineScriptHashes } from "./csp.ts";
import { HSTS, PERMISSIONS_POLICY } from "./security-headers.ts";

/** A stand-in for the built front end: every page, each with an inline script of its own. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tt-web-"));
function pageHtml(pagePath: string) {
  return `<!doctype html><html><head><script>window.page = ${JSON.stringify(pagePath)};</script></head><body><script type="module">import "/assets/entry.js";</script></body></html>`;
}
for (const page of [...PAGES.map((p) => p.path), NOT_FOUND_PATH]) {
  const dir = page === "/" ? webRoot : path.join(webRoot, page.slice(1));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), pageHtml(page));
}
fs.mkdirSync(path.join(webRoot, "assets"));
fs.writeFileSync(path.join(webRoot, "assets", "entry.js"), "export {};");
fs.writeFileSync(path.join(webRoot, "assets", "root.css"), "body{}");
fs.writeFileSync(path.join(webRoot, "assets", "mark.svg"), "<svg></svg>");

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await createTestApp({ WEB_ROOT: webRoot });
  production = await createTestApp({
    NODE_ENV: "production",
    WEB_ROOT: webRoot,
    BETTER_AUTH_SECRET: "test-production-secret-of-at-least-32-chars",
  });
});
afterAll(async () => {
  await dev.close();
  await production.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function scriptSources(csp: unknown): string[] {
  const directive = String(csp)
    .split("; ")
    .find((d) => d.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

describe("security headers", () => {
  it.each([
    ["an API answer", "/api/health", 200],
    ["an API error", "/api/leaderboard?page=0", 400],
    ["an unknown API route", "/api/nothing", 404],
    ["a page", "/", 200],
    ["the not-found page", "/no/such/page", 404],
  ])("are on %s", async (_what, url, status) => {
    const response = await dev.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(scriptSources(response.headers["content-security-policy"])).not.toContain(
      "'unsafe-inline'",
    );
  });

  it.each([
    ["a script", "/assets/entry.js"],
    ["a stylesheet", "/assets/root.css"],
  ])("leave the document's policies off %s of the build, and keep the rest", async (_what, url) => {
    const response = await production.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBe(HSTS);
    for (const header of [
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
      "content-security-policy",
    ]) {
      expect(response.headers[header], header).toBeUndefined();
    }
  });

  it("keep the document's policies on an image, which opened alone is a document", async () => {
    const response = await dev.app.inject({ url: "/assets/mark.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  it("turn off the powerful features the site never uses, and keep the clipboard for it", () => {
    const policy = new Map(
      PERMISSIONS_POLICY.split(", ").map((entry) => entry.split("=") as [string, string]),
    );
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial"]) {
      expect(policy.get(feature), feature).toBe("()");
    }
    expect(policy.get("clipboard-write")).toBe("(self)");
    expect(policy.get("clipboard-read")).toBe("(self)");
    expect([...policy.values()].every((allow) => allow === "()" || allow === "(self)")).toBe(true);
  });

  it("include HSTS in production only", async () => {
    const inProduction = await production.app.inject({ url: "/api/health" });
    expect(inProduction.headers["strict-transport-security"]).toBe(HSTS);
    const inDevelopment = await dev.app.inject({ url: "/api/health" });
    expect(inDevelopment.headers["strict-transport-security"]).toBeUndefined();
  });

  it("let each page run exactly its own inline scripts", async () => {
    for (const url of ["/", "/leaderboard", "/contact"]) {
      const response = await dev.app.inject({ url });
      const hashes = inlineScriptHashes(response.body);
      expect(hashes).toHaveLength(2);
      expect(scriptSources(response.headers["content-security-policy"])).toEqual([
        "'self'",
        ...hashes,
      ]);
    }
    const home = await dev.app.inject({ url: "/" });
    const contact = await dev.app.inject({ url: "/contact" });
    expect(home.headers["content-security-policy"]).not.toBe(
      contact.headers["content-security-policy"],
    );
  });

  it("give the not-found page the hashes of its own scripts", async () => {
    const response = await dev.app.inject({ url: "/no/such/page" });
    expect(response.body).toContain(`window.page = ${JSON.stringify(NOT_FOUND_PATH)}`);
    expect(scriptSources(response.headers["content-security-policy"])).toEqual([
      "'self'",
      ...inlineScriptHashes(response.body),
    ]);
  });
});
