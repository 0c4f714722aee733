import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

describe("the server's timeouts", () => {
  it("waits 30 s for a request, 10 s for its headers, 5 s between requests, 30 s idle", async () => {
    const t = await createTestApp();
    try {
      const server = t.app.server;
      expect(server.requestTimeout).toBe(30_000);
      expect(server.headersTimeout).toBe(10_000);
      expect(server.keepAliveTimeout).toBe(5_000);
      expect(server.timeout).toBe(30_000);
    } finally {
      await t.close();
    }
  });
});

describe("a slow or idle client", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        timeouts: {
          requestMs: 1_000,
          headersMs: 500,
          keepAliveMs: 300,
          idleMs: 10_000,
          checkIntervalMs: 100,
        },
      },
    );
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /**
   * Opens a connection, lets `talk` use it, and resolves with the milliseconds until the server
   * closed it and what it answered; gives up (and closes it) after 5 s.
   */
  function closedAfter(
    talk: (socket: net.Socket) => void,
  ): Promise<{ ms: number; answer: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error("the server kept the connection open"));
      }, 5_000);
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (answer += chunk));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearTimeout(giveUp);
        resolve({ ms: Date.now() - started, answer });
      });
      socket.on("connect", () => talk(socket));
    });
  }

  it("cuts off a client that sends its headers a byte at a time", async () => {
    let drip: NodeJS.Timeout | undefined;
    const { ms, answer } = await closedAfter((socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      drip = setInterval(() => socket.write("x"), 50);
    });
    clearInterval(drip);
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(2_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("closes a kept-alive connection that stays idle after its answer", async () => {
    const { ms, answer } = await closedAfter((socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeGreaterThanOrEqual(300);
    expect(ms).toBeLessThan(4_000);
  });

  it("cuts off a connection that never says anything", async () => {
    const { ms } = await closedAfter(() => {});
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(2_500);
  });
});
