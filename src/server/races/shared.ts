import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { ProgressMessage, ServerMessage } from "../../core/race/protocol.ts";
import type { RaceRoom } from "../../core/race/room.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import {
  QUICK_ATTEMPTS,
  RaceHub,
  isSpectator,
  type JoinOutcome,
  type Joiner,
  type RaceHubOptions,
  type RacerSocket,
  type RoomService,
  type RoomStore,
} from "./hub.ts";
import {
  BEAT_MS,
  beat,
  channel,
  claimRoom,
  isAlive,
  othersAlive,
  quickKey,
  readState,
  retire,
  roomKey,
  ROOM_TTL_S,
  stateKey,
  writeState,
} from "./room-keys.ts";

/**
 * Rooms shared by every instance behind one Redis (REDIS_URL). A room lives on the instance
 * that opened it, which runs its state machine on its own clock; Redis says which instance that
 * is (`room:<code>`), and which quick room of a difficulty is filling (`quick:<difficulty>`).
 * A racer connected to another instance is relayed through pub/sub: their messages go to the
 * owner's channel, and the owner's messages to them come back on their instance's channel, in
 * order, since each instance publishes on one connection. A spectator is relayed the same way,
 * and a rematch is the room's own business, run where the room lives.
 *
 * An instance may die with its rooms (docs/decisions/0014): each keeps a key alive in Redis
 * while it runs (`alive:<instance>`) and writes each room's state to Redis as it changes
 * (`state:<code>`, room-keys.ts). An instance whose racers are relayed to a room whose
 * instance's key has lapsed, or whose racer rejoins such a room, takes it over: it moves
 * `room:<code>` to itself if it still names the dead one (so one instance wins), rebuilds the
 * room and runs it on, and its racers type on from what the room kept. A state write is
 * refused once the room's key names another instance, so an instance that was only slow, not
 * dead, gives its rooms up. On SIGTERM an instance hands its rooms over the same way when
 * another one is running.
 */

/** A quick room that nobody fills is forgotten by Redis, as by its instance, in good time. */
const QUICK_TTL_S = 30 * 60;
/** Progress chunks of one relayed racer kept for a takeover's replay: ten seconds' worth. */
const MAX_UNACKED = 200;
/** How long a join waits for the owner's answer before it is given up. */
const JOIN_TIMEOUT_MS = 5000;

type Relayed =
  | { kind: "join"; from: string; conn: string; code: string; joiner: Joiner }
  | { kind: "watch"; from: string; conn: string; code: string }
  | { kind: "start"; code: string; racerId: string }
  | { kind: "rematch"; code: string; racerId: string }
  | { kind: "progress"; code: string; racerId: string; message: ProgressMessage }
  | { kind: "leave"; from: string; conn: string; code: string; racerId: string }
  | { kind: "seated"; conn: string; outcome: JoinOutcome }
  | { kind: "send"; conn: string; message: ServerMessage }
  | { kind: "lost"; conn: string };

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
    { socket: RacerSocket; code: string; racerId: string; from: string; conn: string }
  >();
  private readonly seating = new Map<string, (outcome: JoinOutcome) => void>();
  /** This instance's racers in other instances' rooms: their connection, by `<code>/<racerId>`. */
  private readonly relayed = new Map<string, string>();
  /** Where each room of another instance lives, once asked. */
  private readonly owners = new Map<string, string>();
  /**
   * This instance's relayed racers' progress the owner has not acknowledged yet, by connection:
   * a takeover replays it, as the dead owner may never have read it.
   */
  private readonly unacked = new Map<string, ProgressMessage[]>();
  /** Takeovers under way, by room code. */
  private readonly taking = new Map<string, Promise<boolean>>();
  private beating: NodeJS.Timeout | undefined;
  private beatRunning = false;
  readonly store: RoomStore = {
    save: (room, racerId) => void this.saveState(room, racerId).catch(() => {}),
    forget: (code) => void this.redis.del(stateKey(code)).catch(() => {}),
  };
  hub!: RaceHub;
  private readonly redis: Redis;
  private readonly subscriber: Redis;

  constructor(redis: Redis, subscriber: Redis) {
    this.redis = redis;
    this.subscriber = subscriber;
  }

  /** How many instances listen to the message; null when Redis did not take it. */
  private async publish(instance: string, message: Relayed): Promise<number | null> {
    return this.redis.publish(channel(instance), JSON.stringify(message)).then(
      (receivers) => receivers,
      () => null,
    );
  }

  /**
   * Writes the room's state, or one racer's part; a room whose key names another instance
   * now was taken over and is given up here. A write Redis fails is not retried: the room runs
   * on here, and is stored whole again at its next change.
   */
  private async saveState(room: RaceRoom, racerId?: string): Promise<void> {
    if (!(await writeState(this.redis, this.instance, room, racerId))) this.giveUp(room.code);
  }

  /**
   * Another instance runs this room now: it is dropped here, and its racers' connections
   * closed so that their pages rejoin it there, typing on from what it kept.
   */
  private giveUp(code: string): void {
    const sockets = this.hub.release(code);
    for (const [key, seat] of this.remote) {
      if (seat.code !== code) continue;
      this.remote.delete(key);
      sockets.delete(seat.racerId);
      void this.publish(seat.from, { kind: "lost", conn: seat.conn });
    }
    for (const socket of sockets.values()) {
      socket.send({ type: "error", code: "server-error", message: RELAY_LOST });
      socket.close?.();
    }
  }

  /** This instance's racers relayed to the room of `code`, told to rejoin it. */
  private loseRoom(code: string): void {
    for (const [key, conn] of this.relayed) {
      if (!key.startsWith(`${code}/`)) continue;
      this.relayed.delete(key);
      const socket = this.sockets.get(conn);
      if (socket) this.lose(conn, socket);
    }
  }

  /** Says this instance is alive, and takes over the rooms of dead ones its racers are in. */
  private async beat(): Promise<void> {
    await beat(this.redis, this.instance);
    const byOwner = new Map<string, Set<string>>();
    for (const key of this.relayed.keys()) {
      const code = key.slice(0, key.indexOf("/"));
      const owner = this.owners.get(code);
      if (!owner || owner === this.instance) continue;
      byOwner.set(owner, (byOwner.get(owner) ?? new Set()).add(code));
    }
    await Promise.all(
      [...byOwner].map(async ([owner, codes]) => {
        if (await isAlive(this.redis, owner)) return;
        await Promise.all([...codes].map((code) => this.takeOver(code, owner)));
      }),
    );
  }

  private startBeating(): void {
    const beat = () => {
      if (this.beatRunning) return;
      this.beatRunning = true;
      void this.beat()
        .catch(() => {})
        .finally(() => (this.beatRunning = false));
    };
    beat();
    this.beating = setInterval(beat, BEAT_MS);
    this.beating.unref();
  }

  /** Takes over the room of `code` from `owner`, whose key has lapsed; answers whether it runs here. */
  private takeOver(code: string, owner: string): Promise<boolean> {
    let taking = this.taking.get(code);
    if (!taking) {
      taking = this.claimAndAdopt(code, owner).finally(() => this.taking.delete(code));
      this.taking.set(code, taking);
    }
    return taking;
  }

  private async claimAndAdopt(code: string, owner: string): Promise<boolean> {
    if (this.hub.has(code)) return true;
    const won = await shared(claimRoom(this.redis, code, owner, this.instance));
    this.owners.delete(code);
    if (!won) {
      // Another instance took it first, or its own is back: this one's racers rejoin it there.
      this.loseRoom(code);
      return false;
    }
    const room = await shared(readState(this.redis, code));
    if (!room) {
      await shared(this.redis.del(roomKey(code)));
      this.loseRoom(code);
      return false;
    }
    // This instance's racers in the room (and the last race's, who may join its rematch) and
    // its spectators are this instance's own now.
    const sockets = new Map<string, RacerSocket>();
    const spectators = new Map<string, RacerSocket>();
    const replays = new Map<string, ProgressMessage[]>();
    for (const [key, conn] of this.relayed) {
      const socket = this.sockets.get(conn);
      if (!key.startsWith(`${code}/`) || !socket) continue;
      const id = key.slice(code.length + 1);
      this.relayed.delete(key);
      this.sockets.delete(conn);
      if (isSpectator(id)) {
        spectators.set(id, socket);
        continue;
      }
      sockets.set(id, socket);
      replays.set(id, this.unacked.get(conn) ?? []);
      this.unacked.delete(conn);
    }
    this.hub.adopt(room, sockets, spectators);
    // Acknowledged now or refused, as the owner would have: the racers' pages type on as if
    // nothing happened, their answers only late.
    for (const [racerId, chunks] of replays) {
      for (const chunk of chunks) this.hub.progress(code, racerId, chunk);
    }
    return true;
  }

  /**
   * Stopping (SIGTERM): when another instance runs, this one's rooms are left to it, their
   * state written, and this instance's key dropped so that it takes them over at once, its
   * racers' pages rejoining there. Answers whether they were; if not, the caller ends them.
   */
  async handOver(): Promise<boolean> {
    try {
      if (!(await othersAlive(this.redis, this.instance))) return false;
      const codes = this.hub.codes().filter((code) => this.hub.room(code)?.phase !== "finished");
      await Promise.all(codes.map((code) => this.saveState(this.hub.room(code)!)));
      clearInterval(this.beating);
      await retire(this.redis, this.instance);
    } catch {
      return false;
    }
    for (const code of this.hub.codes()) {
      if (this.hub.room(code)?.phase === "finished") continue;
      this.hub.release(code);
      for (const [key, seat] of this.remote) if (seat.code === code) this.remote.delete(key);
    }
    return true;
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
    this.unacked.delete(conn);
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

  async watch(code: string, socket: RacerSocket): Promise<JoinOutcome> {
    return this.unlessUnavailable(() => this.joinShared(code, null, socket));
  }

  /** The instance running the room of `code`, this one when it took it over; null for none. */
  private async liveOwner(code: string): Promise<string | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const owner = await this.owner(code);
      if (!owner || owner === this.instance) return owner;
      if (await shared(isAlive(this.redis, owner))) return owner;
      if (await this.takeOver(code, owner)) return this.instance;
    }
    return null;
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

  /** Seats a racer (`joiner`), or a spectator (null), in the room of `code` wherever it runs. */
  private async joinShared(
    code: string,
    joiner: Joiner | null,
    socket: RacerSocket,
  ): Promise<JoinOutcome> {
    const seatHere = () =>
      joiner ? this.hub.joinCode(code, joiner, socket) : this.hub.watchCode(code, socket);
    if (this.hub.has(code)) return seatHere();
    const owner = await this.liveOwner(code);
    if (this.hub.has(code)) return seatHere();
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
      // No listener: the owner died and its key has not lapsed yet; the page tries again.
      const from = this.instance;
      const relayed: Relayed = joiner
        ? { kind: "join", from, conn, code, joiner }
        : { kind: "watch", from, conn, code };
      void this.publish(owner, relayed).then((receivers) => {
        if (receivers) return;
        this.seating.get(conn)?.(unavailable());
        this.seating.delete(conn);
      });
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

  rematch(code: string, racerId: string): void {
    if (this.hub.has(code)) this.hub.rematch(code, racerId);
    else this.toOwner(code, racerId, { kind: "rematch", code, racerId });
  }

  progress(code: string, racerId: string, message: ProgressMessage): void {
    if (this.hub.has(code)) {
      this.hub.progress(code, racerId, message);
      return;
    }
    const conn = this.relayed.get(`${code}/${racerId}`);
    if (conn !== undefined) {
      const unacked = this.unacked.get(conn) ?? [];
      // The budget of a racer's messages bounds it: a few seconds of chunks at most.
      if (unacked.length < MAX_UNACKED) unacked.push(message);
      this.unacked.set(conn, unacked);
    }
    this.toOwner(code, racerId, { kind: "progress", code, racerId, message });
  }

  leave(code: string, racerId: string, socket: RacerSocket): void {
    if (this.hub.has(code)) {
      this.hub.leave(code, racerId, socket);
      return;
    }
    const conn = this.conns.get(socket);
    if (conn === undefined) return;
    this.sockets.delete(conn);
    this.unacked.delete(conn);
    this.relayed.delete(`${code}/${racerId}`);
    this.toOwner(code, racerId, { kind: "leave", from: this.instance, conn, code, racerId });
  }

  /** A racer's message to the instance of their room; if Redis fails it, the racer is told. */
  private toOwner(code: string, racerId: string, message: Relayed): void {
    const owner = this.owners.get(code);
    if (!owner) return;
    void this.publish(owner, message).then((receivers) => {
      const conn = this.relayed.get(`${code}/${racerId}`);
      const socket = conn === undefined ? undefined : this.sockets.get(conn);
      if (receivers !== null || conn === undefined || !socket) return;
      this.relayed.delete(`${code}/${racerId}`);
      this.lose(conn, socket);
    });
  }

  /** The owner answered a relayed racer's progress: it need not be replayed any more. */
  private answered(conn: string, message: ServerMessage): void {
    const unacked = this.unacked.get(conn);
    if (!unacked) return;
    if (message.type === "ack") {
      const left = unacked.filter((chunk) => chunk.seq > message.seq);
      if (left.length > 0) this.unacked.set(conn, left);
      else this.unacked.delete(conn);
    } else if (message.type === "error" && message.seq !== undefined) {
      this.unacked.set(
        conn,
        unacked.filter((chunk) => chunk.seq !== message.seq),
      );
    }
  }

  /** What another instance relayed to this one. */
  receive(raw: string): void {
    const message = JSON.parse(raw) as Relayed;
    switch (message.kind) {
      case "join":
      case "watch": {
        const key = `${message.from}/${message.conn}`;
        const socket: RacerSocket = {
          send: (sent) =>
            void this.publish(message.from, { kind: "send", conn: message.conn, message: sent }),
        };
        const outcome =
          message.kind === "join"
            ? this.hub.joinCode(message.code, message.joiner, socket)
            : this.hub.watchCode(message.code, socket);
        if (outcome.ok) {
          const { code, racerId } = outcome;
          this.remote.set(key, { socket, code, racerId, from: message.from, conn: message.conn });
        }
        void this.publish(message.from, { kind: "seated", conn: message.conn, outcome });
        return;
      }
      case "start":
        this.hub.start(message.code, message.racerId);
        return;
      case "rematch":
        this.hub.rematch(message.code, message.racerId);
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
      case "send": {
        const socket = this.sockets.get(message.conn);
        if (!socket) return;
        this.answered(message.conn, message.message);
        socket.send(message.message);
        return;
      }
      case "lost": {
        const socket = this.sockets.get(message.conn);
        for (const [key, conn] of this.relayed) {
          if (conn !== message.conn) continue;
          this.relayed.delete(key);
          this.owners.delete(key.slice(0, key.indexOf("/")));
        }
        if (socket) this.lose(message.conn, socket);
        return;
      }
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
    this.startBeating();
  }

  async close(): Promise<void> {
    clearInterval(this.beating);
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
): Promise<{
  hub: RaceHub;
  rooms: RoomService;
  close: () => Promise<void>;
  /** Stopping: hands the running rooms to another instance; false when none took them. */
  handOver: () => Promise<boolean>;
}> {
  if (!redis) {
    const hub = new RaceHub(options);
    return { hub, rooms: hub, close: () => hub.close(), handOver: async () => false };
  }
  const shared = new SharedRooms(redis, redis.duplicate());
  const hub = new RaceHub({
    ...options,
    claimCode: (code) => shared.claim(code),
    quickClosed: (difficulty, code) => shared.quickClosed(difficulty, code),
    store: shared.store,
  });
  shared.hub = hub;
  await shared.listen();
  return {
    hub,
    rooms: shared,
    handOver: () => shared.handOver(),
    close: async () => {
      await hub.close();
      await shared.close();
    },
  };
}
