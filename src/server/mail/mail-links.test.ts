import { simpleParser } from "mailparser";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

/** What a stranger's client claims, every header a host could be read from. */
const FORGED = {
  host: "evil.example",
  origin: "http://evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

interface Answer {
  status: number;
  cookie: string | null;
}

/** A POST over a real connection, so the Host header is the one sent, as a client sends it. */
function post(port: number, url: string, body: object, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const session = response.headers["set-cookie"]?.find((c) => c.includes("session_token="));
          resolve({ status: response.statusCode ?? 0, cookie: session?.split(";")[0] ?? null });
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

/** Each mail in the outbox: its kind and every link in its text and HTML parts. */
async function outbox(t: TestApp, dataDir: string) {
  await t.app.mailer.settled();
  const dir = path.join(dataDir, "mail");
  return Promise.all(
    (await readdir(dir)).sort().map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      return {
        kind: file.match(/Z-([a-z-]+)-[0-9a-f]+\.eml$/)?.[1] ?? file,
        links: `${mail.text ?? ""} ${mail.html || ""}`.match(/https?:\/\/[^\s"<>]+/g) ?? [],
      };
    }),
  );
}

/**
 * Signs up, asks for the verification link again, a password reset and a change of address,
 * every request with a forged Host, Origin and X-Forwarded-Host: every mail the site sends.
 */
async function sendEveryMail(port: number, headers: Record<string, string>, tag: string) {
  const email = `owner.${tag}@example.com`;
  const signUp = await post(
    port,
    "/api/auth/sign-up/email",
    { email, password: "correct-horse", username: `owner_${tag}`, name: `owner_${tag}` },
    headers,
  );
  expect(signUp.status).toBe(200);
  const cookie = signUp.cookie!;
  const asks = [
    ["/api/auth/send-verification-email", { email }, { ...headers, cookie }],
    ["/api/auth/request-password-reset", { email }, headers],
    ["/api/auth/change-email", { newEmail: `moved.${tag}@example.com` }, { ...headers, cookie }],
  ] as const;
  for (const [url, body, sent] of asks) {
    expect((await post(port, url, body, sent)).status, url).toBe(200);
  }
}

/** The mails sendEveryMail has the site send, by kind. */
const KINDS = [
  "email-change",
  "email-change-notice",
  "email-verification",
  "email-verification",
  "password-reset",
];

describe.each([
  {
    what: "without BETTER_AUTH_URL, a server started on 127.0.0.1",
    env: {},
    // The forged Origin names the forged Host, so the same-origin check lets it through.
    headers: FORGED,
    expected: (port: number) => `http://127.0.0.1:${port}`,
  },
  {
    what: "without BETTER_AUTH_URL, behind a proxy whose X-Forwarded-Host is believed",
    env: { TRUST_PROXY: "loopback" },
    headers: { ...FORGED, origin: "https://evil.example" },
    expected: (port: number) => `http://127.0.0.1:${port}`,
  },
  {
    what: "with BETTER_AUTH_URL, behind a proxy whose X-Forwarded-Host is believed",
    env: { BETTER_AUTH_URL: "https://typetempo.example", TRUST_PROXY: "loopback" },
    // A client that is not a browser sends no Origin; a forged one is refused (same-origin.ts).
    headers: { host: FORGED.host, "x-forwarded-host": FORGED.host, "x-forwarded-proto": "https" },
    expected: () => "https://typetempo.example",
  },
])("every mailed link, $what", ({ env, headers, expected }) => {
  let t: TestApp;
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-links-"));
    t = await createTestApp({
      ...env,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      AUTH_RATE_LIMIT_MAX: "1000",
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("names the site's own origin, never the host a request claims", async () => {
    await sendEveryMail(port, headers, String(port));
    const mails = await outbox(t, dataDir);
    expect(mails.map((m) => m.kind).sort()).toEqual(KINDS);
    for (const { kind, links } of mails) {
      expect(links.length, kind).toBeGreaterThan(0);
      for (const link of links)
        expect(new URL(link).origin, `${kind}: ${link}`).toBe(expected(port));
    }
  });
});

describe("a request with a forged Origin when BETTER_AUTH_URL is set", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-links-"));
    t = await createTestApp({ DATA_DIR: dataDir, BETTER_AUTH_URL: "https://typetempo.example" });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is refused and mails nothing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: FORGED,
      payload: { email: "someone@example.com" },
    });
    expect(response.statusCode).toBe(403);
    await t.app.mailer.settled();
    expect(await readdir(path.join(dataDir, "mail")).catch(() => [])).toEqual([]);
  });
});
