import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { ProgressMessage, ServerMessage } from "../../core/race/protocol.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import {
  QUICK_ATTEMPTS,
  RaceHub,
  type JoinOutcome,
  type Joiner,
  type RaceHubOptions,
  type RacerSocket,
  type RoomService,
} from "./hub.ts";

/**
 * Rooms shared by every instance behind one Redis (REDIS_URL). A room lives on the instance
 * that opened it, which runs its state machine on its own clock; Redis says which instance that
 * is (`room:<code>`), and which quick room of a difficulty is filling (`quick:<difficulty>`).
 * A racer connected to another instance is relayed through pub/sub: their messages go to the
 * owner's channel, and the owner's messages to them come back on their instance's channel, in
 * order, since each instance publishes on one connection.
 */

const PREFIX = "typetempo:race:";
const roomKey = (code: string) => `${PREFIX}room:${code}`;
const quickKey = (difficulty: Difficulty) => `${PREFIX}quick:${difficulty}`;
const channel = (instance: string) => `${PREFIX}instance:${instance}`;
/** A room's entry in Redis outlives any race in it: its time limit is ten minutes at most. */
const ROOM_TTL_S = 2 * 60 * 60;
/** A quick room that nobody fills is forgotten by Redis, as by its instance, in good time. */
const QUICK_TTL_S = 30 * 60;
/** How long a join waits for the owner's answer before it is given up. */
const JOIN_TIMEOUT_MS = 5000;

type Relayed =
  | { kind: "join"; from: string; conn: string; code: string; joiner: Joiner }
  | { kind: "start"; code: string; racerId: string }
  | { kind: "progress"; code: string; racerId: string; message: ProgressMessage }
  | { kind: "leave"; from: string; conn: string; code: string; racerId: string }
  | { kind: "seated"; conn: string; outcome: JoinOutcome }
  | { kind: "send"; conn: string; message: ServerMessage };

const QUICK_RETRIES = new Set(["room-full", "race-started", "room-not-found", "server-error"]);

const refused = (message: string): JoinOutcome => ({ ok: false, code: "server-error", message });

/** What a racer is told when Redis, where rooms meet, cannot be reached. */
export const RACES_UNAVAILABLE = "Races are unavailable for a moment. Please try again shortly.";

/** A join refused for now only: the racer's page connects again and retries. */
const unavailable = (): JoinOutcome => ({
  ok: false,
  code: "server-error",
  message: RACES_UNAVAILABLE,
  retry: true,
});

/** Redis failed a command rooms depend on: a race cannot be opened or joined through it now. */
export class RacesUnavailable extends Error {
  constructor(cause: unknown) {
    super(RACES_UNAVAILABLE, { cause });
  }
}

/** What a racer relayed to another instance is told when Redis stops carrying their race. */
export const RELAY_LOST =
  "The race's server cannot be reached for a moment. Your race is kept; rejoining shortly.";

/** A Redis command, its failure (at once while Redis is unreachable: infra/redis.ts) named. */
async function shared<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw new RacesUnavailable(error);
  }
}

class SharedRooms implements RoomService {
  readonly instance = randomUUID();
  private readonly sockets = new Map<string, RacerSocket>();
  private readonly conns = new WeakMap<RacerSocket, string>();
  /** Other instances' racers in this instance's rooms, by `<instance>/<conn>`. */
  private readonly remote = new Map<
    string,
    { socket: RacerSocket; code: string; racerId: string }
  >();
  private readonly seating = new Map<string, (outcome: JoinOutcome) => void>();
  /** This instance's racers in other instances' rooms: their connection, by `<code>/<racerId>`. */
  private readonly relayed = new Map<string, string>();
  /** Where each room of another instance lives, once asked. */
  private readonly owners = new Map<string, string>();
  hub!: RaceHub;
  private readonly redis: Redis;
  private readonly subscriber: Redis;

  constructor(redis: Redis, subscriber: Redis) {
    this.redis = redis;
    this.subscriber = subscriber;
  }

  /** Whether Redis took the message; what then happens to it is the receiver's. */
  private async publish(instance: string, message: Relayed): Promise<boolean> {
    return this.redis.publish(channel(instance), JSON.stringify(message)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Redis lost: no relayed message gets through until it is back, so none is dropped in
   * silence. This instance's racers in other instances' rooms are told and their sockets
   * closed (their pages rejoin once Redis is back, typing on from what the room kept); other
   * instances' racers in this instance's rooms show as disconnected until they rejoin.
   */
  private relaysLost(): void {
    for (const [conn, socket] of this.sockets) this.lose(conn, socket);
    this.relayed.clear();
    for (const [key, { socket, code, racerId }] of this.remote) {
      this.remote.delete(key);
      this.hub.leave(code, racerId, socket);
    }
  }

  private lose(conn: string, socket: RacerSocket): void {
    this.sockets.delete(conn);
    socket.send({ type: "error", code: "server-error", message: RELAY_LOST });
    socket.close?.();
  }

  async claim(code: string): Promise<boolean> {
    const set = this.redis.set(roomKey(code), this.instance, "EX", ROOM_TTL_S, "NX");
    return (await shared(set)) === "OK";
  }

  quickClosed(difficulty: Difficulty, code: string): void {
    void this.forgetQuick(difficulty, code).catch(() => {});
  }

  private async forgetQuick(difficulty: Difficulty, code: string): Promise<void> {
    // Only this room's entry: another may have taken its place.
    if ((await this.redis.get(quickKey(difficulty))) === code)
      await this.redis.del(quickKey(difficulty));
  }

  private async owner(code: string): Promise<string | null> {
    const known = this.owners.get(code);
    if (known) return known;
    const owner = await shared(this.redis.get(roomKey(code)));
    if (owner) this.owners.set(code, owner);
    return owner;
  }

  async join(code: string, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome> {
    return this.unlessUnavailable(() => this.joinShared(code, joiner, socket));
  }

  async quick(difficulty: Difficulty, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome> {
    return this.unlessUnavailable(() => this.quickShared(difficulty, joiner, socket));
  }

  /** A join, or a refusal saying races are unavailable when Redis fails it. */
  private async unlessUnavailable(join: () => Promise<JoinOutcome>): Promise<JoinOutcome> {
    try {
      return await join();
    } catch (error) {
      if (error instanceof RacesUnavailable) return unavailable();
      throw error;
    }
  }

  private async joinShared(
    code: string,
    joiner: Joiner,
    socket: RacerSocket,
  ): Promise<JoinOutcome> {
    if (this.hub.has(code)) return this.hub.joinCode(code, joiner, socket);
    const owner = await this.owner(code);
    if (!owner || owner === this.instance) {
      return { ok: false, code: "room-not-found", message: "There is no race with this code." };
    }
    const conn = randomUUID();
    this.sockets.set(conn, socket);
    this.conns.set(socket, conn);
    const outcome = await new Promise<JoinOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.seating.delete(conn);
        resolve(refused("The race's server did not answer. Please try again."));
      }, JOIN_TIMEOUT_MS);
      this.seating.set(conn, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      void this.publish(owner, { kind: "join", from: this.instance, conn, code, joiner }).then(
        (sent) => {
          if (sent) return;
          this.seating.get(conn)?.(unavailable());
          this.seating.delete(conn);
        },
      );
    });
    if (outcome.ok) this.relayed.set(`${outcome.code}/${outcome.racerId}`, conn);
    else this.sockets.delete(conn);
    return outcome;
  }

  private async quickShared(
    difficulty: Difficulty,
    joiner: Joiner,
    socket: RacerSocket,
  ): Promise<JoinOutcome> {
    for (let attempt = 0; attempt < QUICK_ATTEMPTS; attempt++) {
      let code = await shared(this.redis.get(quickKey(difficulty)));
      if (!code) {
        const entry = await this.hub.openRoom("quick", difficulty);
        const opened = entry.room.code;
        const won = await shared(
          this.redis.set(quickKey(difficulty), opened, "EX", QUICK_TTL_S, "NX"),
        ).catch((error: unknown) => {
          this.hub.drop(opened);
          throw error;
        });
        if (won === "OK") code = opened;
        else {
          this.hub.drop(opened);
          code = await shared(this.redis.get(quickKey(difficulty)));
          if (!code) continue;
        }
      }
      const outcome = await this.joinShared(code, joiner, socket);
      // A room that filled or started, or whose instance is gone (no answer), is passed over.
      if (outcome.ok || !QUICK_RETRIES.has(outcome.code)) {
        return outcome;
      }
      await shared(this.forgetQuick(difficulty, code));
    }
    return {
      ok: false,
      code: "room-full",
      message: "Every quick race is full. Try again in a moment.",
    };
  }

  start(code: string, racerId: string): void {
    if (this.hub.has(code)) this.hub.start(code, racerId);
    else this.toOwner(code, racerId, { kind: "start", code, racerId });
  }

  progress(code: string, racerId: string, message: ProgressMessage): void {
    if (this.hub.has(code)) this.hub.progress(code, racerId, message);
    else this.toOwner(code, racerId, { kind: "progress", code, racerId, message });
  }

  leave(code: string, racerId: string, socket: RacerSocket): void {
    if (this.hub.has(code)) {
      this.hub.leave(code, racerId, socket);
      return;
    }
    const conn = this.conns.get(socket);
    if (conn === undefined) return;
    this.sockets.delete(conn);
    this.relayed.delete(`${code}/${racerId}`);
    this.toOwner(code, racerId, { kind: "leave", from: this.instance, conn, code, racerId });
  }

  /** A racer's message to the instance of their room; if Redis fails it, the racer is told. */
  private toOwner(code: string, racerId: string, message: Relayed): void {
    const owner = this.owners.get(code);
    if (!owner) return;
    void this.publish(owner, message).then((sent) => {
      const conn = this.relayed.get(`${code}/${racerId}`);
      const socket = conn === undefined ? undefined : this.sockets.get(conn);
      if (sent || conn === undefined || !socket) return;
      this.relayed.delete(`${code}/${racerId}`);
      this.lose(conn, socket);
    });
  }

  /** What another instance relayed to this one. */
  receive(raw: string): void {
    const message = JSON.parse(raw) as Relayed;
    switch (message.kind) {
      case "join": {
        const key = `${message.from}/${message.conn}`;
        const socket: RacerSocket = {
          send: (sent) =>
            void this.publish(message.from, { kind: "send", conn: message.conn, message: sent }),
        };
        const outcome = this.hub.joinCode(message.code, message.joiner, socket);
        if (outcome.ok)
          this.remote.set(key, { socket, code: outcome.code, racerId: outcome.racerId });
        void this.publish(message.from, { kind: "seated", conn: message.conn, outcome });
        return;
      }
      case "start":
        this.hub.start(message.code, message.racerId);
        return;
      case "progress":
        this.hub.progress(message.code, message.racerId, message.message);
        return;
      case "leave": {
        const key = `${message.from}/${message.conn}`;
        const seat = this.remote.get(key);
        this.remote.delete(key);
        if (seat) this.hub.leave(message.code, message.racerId, seat.socket);
        return;
      }
      case "seated":
        this.seating.get(message.conn)?.(message.outcome);
        this.seating.delete(message.conn);
        return;
      case "send":
        this.sockets.get(message.conn)?.send(message.message);
        return;
    }
  }

  /**
   * Listens on this instance's channel, again each time the subscriber is ready. Resolves once
   * subscribed, so no message to this instance is missed, or at the first connection error: the
   * site starts and serves with Redis down, as its other features do, and its rooms meet again
   * once Redis is back. Until then a join through Redis fails with an error to the racer.
   */
  async listen(): Promise<void> {
    this.subscriber.on("message", (_channel: string, raw: string) => this.receive(raw));
    this.redis.on("close", () => this.relaysLost());
    // A refusal needs no handling: the next "ready" subscribes again.
    const subscribe = () => this.subscriber.subscribe(channel(this.instance)).catch(() => {});
    this.subscriber.on("ready", () => void subscribe());
    await new Promise<void>((resolve) => {
      // The app's main connection reports Redis's errors; this one would only repeat them.
      this.subscriber.on("error", () => resolve());
      void subscribe().then(() => resolve());
    });
  }

  async close(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}

/**
 * The race hub of this instance, and the rooms its racers' connections use: with Redis, those
 * of every instance; without, its own.
 */
export async function createRaceRooms(
  options: RaceHubOptions,
  redis: Redis | undefined,
): Promise<{ hub: RaceHub; rooms: RoomService; close: () => Promise<void> }> {
  if (!redis) {
    const hub = new RaceHub(options);
    return { hub, rooms: hub, close: () => hub.close() };
  }
  const shared = new SharedRooms(redis, redis.duplicate());
  const hub = new RaceHub({
    ...options,
    claimCode: (code) => shared.claim(code),
    quickClosed: (difficulty, code) => shared.quickClosed(difficulty, code),
  });
  shared.hub = hub;
  await shared.listen();
  return {
    hub,
    rooms: shared,
    close: async () => {
      await hub.close();
      await shared.close();
    },
  };
}
