import type { AddressInfo, Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type WebSocket as Peer, WebSocketServer } from "ws";
import {
  CLOSE_RESTARTING,
  RESTARTING_REASON,
  type ClientMessage,
  type RoomSnapshot,
  type ServerMessage,
} from "../../../core/race/protocol.ts";
import { type ConnectionStatus, RaceConnection, RECONNECT_DELAYS_MS } from "./race-connection.ts";

// Taken before any test fakes the timers: the waits below are on the real clock.
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Waits on the real clock until `done` holds, for at most five seconds (a busy machine). */
async function until(done: () => boolean, what = "the condition"): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(5);
  }
}

const room: RoomSnapshot = {
  code: "ABC234",
  kind: "private",
  difficulty: "medium",
  phase: "waiting",
  hostId: "r-ada",
  racers: [],
  startsAt: null,
  startedAt: null,
  endsAt: null,
  passage: null,
};
const join: ClientMessage = { type: "join", code: "ABC234" };
const rejoin: ClientMessage = { type: "join", code: "ABC234", rejoin: "k".repeat(24) };
const joined = (): ServerMessage => ({
  type: "joined",
  racerId: "r-ada",
  rejoinKey: "k".repeat(24),
  typed: "",
  room,
  serverNow: Date.now(),
});

/** One socket the server accepted: where it asked for, and every message the client sent. */
interface Accepted {
  socket: Peer;
  url: string | undefined;
  host: string | undefined;
  heard: unknown[];
  closed: boolean;
  tcp: Socket;
}

let server: WebSocketServer;
let port: number;
let accepted: Accepted[];
/** While set, the server turns every handshake down. */
let refusing: boolean;
let handshakes: number;
let connection: RaceConnection | undefined;
let statuses: ConnectionStatus[];
let messages: ServerMessage[];

beforeEach(async () => {
  accepted = [];
  refusing = false;
  handshakes = 0;
  statuses = [];
  messages = [];
  server = new WebSocketServer({
    host: "127.0.0.1",
    port: 0,
    // 503, as from a proxy whose server is down (Node's WebSocket asks again after a 401).
    verifyClient: (_info, answer) => {
      handshakes++;
      answer(!refusing, 503);
    },
  });
  server.on("connection", (socket, request) => {
    const peer: Accepted = {
      socket,
      url: request.url,
      host: request.headers.host,
      heard: [],
      closed: false,
      tcp: request.socket,
    };
    socket.on("message", (data) => peer.heard.push(JSON.parse(data.toString())));
    socket.on("close", () => (peer.closed = true));
    accepted.push(peer);
  });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  vi.stubGlobal("window", { location: { href: `http://127.0.0.1:${port}/race/ABC234` } });
});

afterEach(async () => {
  connection?.close();
  connection = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

/** While false, the page needs no connection any more (its race is over). */
let wanted: boolean;

function connect(hello: () => ClientMessage = () => join): RaceConnection {
  wanted = true;
  connection = new RaceConnection({
    hello,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    wanted: () => wanted,
  });
  return connection;
}

function serverSends(peer: Accepted | undefined, message: ServerMessage | string): void {
  peer?.socket.send(typeof message === "string" ? message : JSON.stringify(message));
}

/** The statuses without repeats: the page shows a status, so saying one twice is no change. */
const changes = () => statuses.filter((status, i) => status !== statuses[i - 1]);

/** Fakes only the clock and timers the connection reads, so the sockets' own I/O still runs. */
function fakeTimers(): void {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
}

describe("RaceConnection", () => {
  it("joins with hello at /api/races/ws on the page's host, and is open once seated", async () => {
    connect();
    expect(statuses).toEqual(["connecting"]);
    await until(() => accepted[0]?.heard.length === 1, "the hello");
    expect(accepted[0]).toMatchObject({
      url: "/api/races/ws",
      host: `127.0.0.1:${port}`,
      heard: [join],
    });
    expect(statuses).toEqual(["connecting"]);

    const seat = joined();
    serverSends(accepted[0], seat);
    await until(() => messages.length === 1, "the joined message");
    expect(messages).toEqual([seat]);
    expect(statuses).toEqual(["connecting", "open"]);
  });

  it("ignores what does not parse and passes on what does", async () => {
    const raceConnection = connect();
    await until(() => accepted.length === 1, "the connection");
    const peer = accepted[0];
    // The JSON ones carry a server clock far off, so taking any of them would show in offsetMs.
    const farOff = Date.now() + 1e9;
    serverSends(peer, "not json");
    serverSends(peer, JSON.stringify({ type: "welcome", serverNow: farOff }));
    serverSends(peer, JSON.stringify({ type: "joined", racerId: "r-ada", serverNow: farOff }));
    // Valid, but longer than any message may be.
    serverSends(peer, {
      type: "room",
      room: { ...room, passage: "a".repeat(17_000) },
      serverNow: farOff,
    });
    // A valid message, but in a binary frame: the protocol is text.
    peer?.socket.send(Buffer.from(JSON.stringify({ type: "room", room, serverNow: farOff })));
    const valid: ServerMessage = { type: "room", room, serverNow: Date.now() };
    serverSends(peer, valid);

    // One socket keeps its order, so the last message's arrival means the others were read.
    await until(() => messages.length > 0, "the valid message");
    expect(messages).toEqual([valid]);
    expect(Math.abs(raceConnection.offsetMs)).toBeLessThan(1000);
    expect(statuses).toEqual(["connecting"]);
  });

  it("keeps the server's clock offset from the latest message that carries it", async () => {
    const raceConnection = connect();
    await until(() => accepted.length === 1, "the connection");
    serverSends(accepted[0], { type: "room", room, serverNow: Date.now() + 60_000 });
    await until(() => messages.length === 1, "the room");
    expect(raceConnection.offsetMs).toBeGreaterThan(59_000);
    expect(raceConnection.offsetMs).toBeLessThanOrEqual(60_000);
    expect(raceConnection.serverNow() - Date.now() - raceConnection.offsetMs).toBeLessThanOrEqual(
      1,
    );

    serverSends(accepted[0], { type: "pong", t: 0, serverNow: Date.now() - 30_000 });
    await until(() => messages.length === 2, "the pong");
    expect(raceConnection.offsetMs).toBeGreaterThan(-31_000);
    expect(raceConnection.offsetMs).toBeLessThanOrEqual(-30_000);
  });

  it("sends only while open, and nothing larger than a message may be", async () => {
    const raceConnection = connect();
    expect(raceConnection.send({ type: "start" })).toBe(false);
    await until(() => accepted[0]?.heard.length === 1, "the hello");
    expect(raceConnection.send({ type: "start" })).toBe(true);
    const huge: ClientMessage = {
      type: "progress",
      seq: 1,
      length: 2000,
      edits: Array.from({ length: 10 }, (_, i): [number, number, number, string] => [
        i,
        0,
        0,
        "a".repeat(2000),
      ]),
      keys: [],
    };
    expect(raceConnection.send(huge)).toBe(false);
    await until(() => accepted[0]?.heard.length === 2, "the start");
    expect(accepted[0]?.heard).toEqual([join, { type: "start" }]);

    raceConnection.close();
    expect(raceConnection.send({ type: "start" })).toBe(false);
  });

  it("connects again after the server drops it, says hello again, and is open once seated", async () => {
    let hellos = 0;
    connect(() => (hellos++ === 0 ? join : rejoin));
    await until(() => accepted.length === 1, "the connection");
    serverSends(accepted[0], joined());
    await until(() => statuses.includes("open"), "open");

    const dropped = performance.now();
    accepted[0]?.socket.terminate();
    await until(() => accepted[1]?.heard.length === 1, "the second hello");
    expect(performance.now() - dropped).toBeGreaterThanOrEqual(RECONNECT_DELAYS_MS[0] - 20);
    expect(accepted[1]?.heard).toEqual([rejoin]);
    expect(changes()).toEqual(["connecting", "open", "reconnecting"]);

    serverSends(accepted[1], joined());
    await until(() => statuses.at(-1) === "open", "open again");
    expect(changes()).toEqual(["connecting", "open", "reconnecting", "open"]);
  });

  it("says the server is restarting when it closes so (1001), connects again and is open once seated", async () => {
    let hellos = 0;
    connect(() => (hellos++ === 0 ? join : rejoin));
    await until(() => accepted.length === 1, "the connection");
    serverSends(accepted[0], joined());
    await until(() => statuses.includes("open"), "open");

    accepted[0]?.socket.close(CLOSE_RESTARTING, RESTARTING_REASON);
    await until(() => accepted[1]?.heard.length === 1, "the second hello");
    expect(accepted[1]?.heard).toEqual([rejoin]);
    expect(changes()).toEqual(["connecting", "open", "restarting"]);
    serverSends(accepted[1], joined());
    await until(() => statuses.at(-1) === "open", "open again");

    // Seated again, a later drop is an ordinary one.
    accepted[1]?.socket.terminate();
    await until(() => accepted.length === 3, "the third connection");
    expect(changes()).toEqual(["connecting", "open", "restarting", "open", "reconnecting"]);
  });

  it("does not connect again once the page needs no connection", async () => {
    connect();
    await until(() => accepted.length === 1, "the connection");
    serverSends(accepted[0], joined());
    await until(() => statuses.includes("open"), "open");
    wanted = false;
    accepted[0]?.socket.close(CLOSE_RESTARTING, RESTARTING_REASON);
    await until(() => accepted[0]!.closed, "the close");
    await pause(RECONNECT_DELAYS_MS[0] + 200);
    expect(accepted).toHaveLength(1);
    expect(changes()).toEqual(["connecting", "open"]);
  });

  it("waits longer after each failed attempt, and from the first wait again once seated", async () => {
    fakeTimers();
    connect();
    await until(() => accepted.length === 1, "the connection");

    /** Drops the latest socket and lets the fake clock run `ms`: whether it connected again. */
    const dropAndWait = async (ms: number) => {
      const before = accepted.length;
      const reported = statuses.length;
      accepted.at(-1)?.socket.close(1001);
      await until(() => statuses.length > reported, "the drop noticed");
      await vi.advanceTimersByTimeAsync(ms);
      // A connection on this machine takes milliseconds; a tenth of a second is ample.
      await pause(100);
      return accepted.length > before;
    };

    expect(await dropAndWait(RECONNECT_DELAYS_MS[0] - 1)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => accepted.length === 2, "the first reconnect");

    // Not seated on that connection: the next wait is the second one.
    expect(await dropAndWait(RECONNECT_DELAYS_MS[1] - 1)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => accepted.length === 3, "the second reconnect");

    serverSends(accepted[2], joined());
    await until(() => statuses.at(-1) === "open", "open");
    expect(await dropAndWait(RECONNECT_DELAYS_MS[0])).toBe(true);
  });

  it("gives up as failed once every wait has passed without a connection", async () => {
    refusing = true;
    fakeTimers();
    connect();
    await until(() => {
      vi.advanceTimersByTime(250);
      return statuses.at(-1) === "failed";
    }, "failed");
    expect(handshakes).toBe(1 + RECONNECT_DELAYS_MS.length);
    // Said once per retry, so a screen reader hears each attempt once.
    expect(statuses).toEqual([
      "connecting",
      ...RECONNECT_DELAYS_MS.map(() => "reconnecting"),
      "failed",
    ]);

    await vi.advanceTimersByTimeAsync(60_000);
    await pause(100);
    expect(handshakes).toBe(1 + RECONNECT_DELAYS_MS.length);
  });

  it("pings every 5 s, and a server that answers keeps the socket", async () => {
    fakeTimers();
    connect();
    await until(() => accepted[0]?.heard.length === 1, "the hello");
    const peer = accepted[0]!;
    peer.socket.on("message", () =>
      serverSends(peer, { type: "pong", t: 0, serverNow: Date.now() }),
    );
    serverSends(peer, joined());
    await until(() => statuses.at(-1) === "open", "open");
    const opened = Date.now();

    for (let ping = 1; ping <= 6; ping++) {
      await vi.advanceTimersByTimeAsync(5000);
      await until(() => peer.heard.length === 1 + ping, `ping ${ping}`);
      expect(peer.heard.at(-1)).toEqual({ type: "ping", t: opened + ping * 5000 });
      await until(() => messages.length === 1 + ping, `pong ${ping}`);
    }
    expect(accepted).toHaveLength(1);
    expect(peer.closed).toBe(false);
    expect(statuses).toEqual(["connecting", "open"]);
  });

  it("takes 15 s of silence as a dead socket and connects again", async () => {
    fakeTimers();
    connect();
    await until(() => accepted.length === 1, "the connection");
    const peer = accepted[0]!;
    serverSends(peer, joined());
    await until(() => statuses.at(-1) === "open", "open");

    // The ping at 15 s still goes: silence must last longer than the limit.
    await vi.advanceTimersByTimeAsync(15_000);
    await until(() => peer.heard.length === 4, "three pings");
    expect(statuses).toEqual(["connecting", "open"]);

    await vi.advanceTimersByTimeAsync(5000);
    await until(() => peer.closed, "the dead socket's close");
    expect(peer.heard).toHaveLength(4);
    expect(changes()).toEqual(["connecting", "open", "reconnecting"]);

    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    await until(() => accepted[1]?.heard.length === 1, "the hello again");
    expect(accepted[1]?.heard).toEqual([join]);
  });

  it("stops for good on close(): no pings, no reconnect", async () => {
    fakeTimers();
    const raceConnection = connect();
    await until(() => accepted.length === 1, "the connection");
    serverSends(accepted[0], joined());
    await until(() => statuses.at(-1) === "open", "open");

    raceConnection.close();
    await until(() => accepted[0]!.closed, "the close");
    await vi.advanceTimersByTimeAsync(60_000);
    await pause(100);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.heard).toEqual([join]);
    expect(statuses).toEqual(["connecting", "open"]);
  });

  it("does not connect again when closed while waiting to", async () => {
    fakeTimers();
    const raceConnection = connect();
    await until(() => accepted.length === 1, "the connection");
    accepted[0]?.socket.terminate();
    await until(() => statuses.at(-1) === "reconnecting", "reconnecting");

    raceConnection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    await pause(100);
    expect(accepted).toHaveLength(1);
    expect(handshakes).toBe(1);
  });

  it("keeps pinging on the new socket when the dead one's close comes late", async () => {
    fakeTimers();
    connect();
    await until(() => accepted[0]?.heard.length === 1, "hello");
    serverSends(accepted[0], joined());
    await until(() => statuses.at(-1) === "open", "open");
    // The network is gone: nothing the client sends reaches the server any more.
    accepted[0]!.tcp.pause();
    await vi.advanceTimersByTimeAsync(20_000);
    await until(() => statuses.at(-1) === "reconnecting", "reconnecting");
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    await until(() => accepted[1]?.heard.length === 1, "hello again");
    expect(accepted[0]!.closed).toBe(false);
    // Only now does the dead socket's close reach the page.
    accepted[0]!.tcp.destroy();
    await pause(100);
    await vi.advanceTimersByTimeAsync(5000);
    await pause(100);
    expect(accepted[1]?.heard).toEqual([join, { type: "ping", t: expect.any(Number) }]);
  });
});
