import { randomBytes, randomInt, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  MAX_SPECTATORS,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  type ProgressMessage,
  type RaceErrorCode,
  type RoomKind,
  type ServerMessage,
} from "../../core/race/protocol.ts";
import {
  MAX_RACERS,
  applyProgress,
  askRematch,
  createRoom,
  disconnect,
  joinRoom,
  newRacer,
  quickStartDue,
  raceResults,
  racerView,
  rematchDue,
  snapshot,
  startCountdown,
  startRematch,
  endEarly,
  tick,
  type RaceRoom,
  type Refusal,
} from "../../core/race/room.ts";
import { raceTextSource } from "../../core/race/text-source.ts";
import type { ShownRating } from "../../core/race/rating-label.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Database } from "../db/client.ts";
import { drawPassage } from "../passages/draw.ts";
import type { RaceConfig } from "./config.ts";
import { guestName } from "./names.ts";
import { saveRace } from "./repository.ts";

/** Where a room's messages go: one racer's socket, which sends each as a text frame. */
export interface RacerSocket {
  send(message: ServerMessage): void;
  /** Ends the racer's connection, so their page connects again and rejoins. */
  close?(): void;
  /** The racer was seated in another room (ranked.ts moves a lone ranked racer): their seat now. */
  moved?(code: string, racerId: string): void;
}

/**
 * What a racer's connection asks of the rooms: this instance's hub, or with Redis the rooms of
 * every instance (shared.ts). Refusals after joining go to the racer's socket as `error`.
 */
export interface RoomService {
  join(code: string, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome>;
  quick(difficulty: Difficulty, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome>;
  start(code: string, racerId: string): void;
  progress(code: string, racerId: string, message: ProgressMessage): void;
  leave(code: string, racerId: string, socket: RacerSocket): void;
  /** Seats a spectator, read-only; `racerId` of the answer is the spectator's own id. */
  watch(code: string, socket: RacerSocket): Promise<JoinOutcome>;
  /** After the finish: the racer asks to race the room again (room.ts, askRematch). */
  rematch(code: string, racerId: string): void;
}

/** Who is joining: an account, or a guest who may hold the key of an earlier join. */
export interface Joiner {
  userId: string | null;
  username: string | null;
  rejoinKey?: string | undefined;
  /** The guest name the browser raced under before (guestNameSchema), if it has one. */
  guestName?: string | undefined;
  /** Joining a ranked room: the typist's rating, which their lane shows. */
  rating?: ShownRating | undefined;
}

interface RoomEntry {
  room: RaceRoom;
  /**
   * Racers' sockets by racer id: the room's racers, the last race's who may still join a
   * rematch, and those the next race left behind, who are sent nothing more (recipients).
   */
  sockets: Map<string, RacerSocket>;
  /** Spectators' sockets by their own ids (SPECTATOR_PREFIX): sent all the racers are. */
  spectators: Map<string, RacerSocket>;
  /** A rematch's passage is being drawn. */
  rematching: boolean;
  /** Progress arrived since the lanes were last sent. */
  dirty: boolean;
  createdAt: number;
  finishedAt: number | null;
}

export interface RaceHubOptions {
  db: Database;
  log: FastifyBaseLogger;
  now: () => number;
  config: RaceConfig;
  /** The speed challenge's threshold, above which a result's key presses are checked. */
  thresholdWpm: number;
  /** Takes a new room's code for this instance; false when another room has it. */
  claimCode?: (code: string) => Promise<boolean>;
  /** A quick room stopped taking racers: it started, or is full. */
  quickClosed?: (difficulty: Difficulty, code: string) => void;
  /** Where rooms' state is kept for another instance to take them over (shared.ts). */
  store?: RoomStore;
  /** A ranked room's racers or phase changed (ranked.ts lists the ones open to newcomers). */
  rankedChanged?: (room: RaceRoom, openedAt: number) => void;
}

/**
 * Keeps each room's state as it changes: all of it, or one racer's part after their progress.
 * A save is sent before the racer hears their progress was taken, so that state a takeover
 * rebuilds never lags behind what a racer was told.
 */
export interface RoomStore {
  save(room: RaceRoom, racerId?: string): void;
  /** The room is gone from this instance for good. */
  forget(code: string): void;
}

/** How often rooms move on with the clock and changed lanes are sent: ten times a second. */
const TICK_MS = 100;
/**
 * A finished room is kept this long, for a racer who comes back to see the results, and for
 * its racers to race again.
 */
const FINISHED_ROOM_MS = 5 * 60_000;
/** A private room no one joined, or everyone left before the start, is dropped after this long. */
const IDLE_ROOM_MS = 30 * 60_000;

/**
 * How many rooms a quick join tries: racers who arrive together all wait for the same new room,
 * five get in, and the others try the next one.
 */
export const QUICK_ATTEMPTS = 50;

/** `retry`: the refusal is for now only, so the racer's connection is closed for the page to retry. */
export type JoinOutcome =
  { ok: true; code: string; racerId: string } | (Refusal & { retry?: boolean });

const refuse = (code: RaceErrorCode, message: string): Refusal => ({ ok: false, code, message });

/** A spectator's id: never a racer's (a UUID), so one map of seats can hold both. */
const SPECTATOR_PREFIX = "watch:";
export const isSpectator = (id: string) => id.startsWith(SPECTATOR_PREFIX);

/** What the sockets of a room that closed after its finish are told. */
export const ROOM_CLOSED = "This room has closed. Start a new race from the races page.";

function roomCode(): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Every race room of this server instance (product 'Live races'): it seats racers, runs each room's
 * state machine (src/core/race/room.ts) on the server's clock, sends the lanes several times a
 * second, and stores each race when it ends.
 */
export class RaceHub implements RoomService {
  private readonly rooms = new Map<string, RoomEntry>();
  /** The quick room now filling, per difficulty, and one being opened. */
  private readonly quickCodes = new Map<Difficulty, string>();
  private readonly opening = new Map<Difficulty, Promise<RoomEntry>>();
  private readonly saves = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private readonly options: RaceHubOptions;

  constructor(options: RaceHubOptions) {
    this.options = options;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /**
   * Ends every running race here now, as its time limit would: each racer is sent the results
   * of what they typed, and the race is stored. The instance is stopping (SIGTERM).
   */
  endRaces(): void {
    const now = this.options.now();
    for (const entry of this.rooms.values()) {
      if (endEarly(entry.room, now)) this.finish(entry, now);
    }
  }

  /** Stops the clock and waits for the races being stored. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.idle();
  }

  /** Resolves once every finished race is stored. */
  async idle(): Promise<void> {
    await Promise.all(this.saves);
  }

  /** Whether this instance holds the room of this code. */
  has(code: string): boolean {
    return this.rooms.has(code);
  }

  /** Drops a room no one has joined (another instance's quick room was opened at once). */
  drop(code: string): void {
    const entry = this.rooms.get(code);
    if (entry && entry.room.racers.length === 0) this.rooms.delete(code);
  }

  private async freeCode(): Promise<string> {
    for (;;) {
      const code = roomCode();
      if (this.rooms.has(code)) continue;
      if (!this.options.claimCode || (await this.options.claimCode(code))) return code;
    }
  }

  /** Opens a room of this instance, its passage drawn now. */
  async openRoom(kind: RoomKind, difficulty: Difficulty): Promise<RoomEntry> {
    const { db, log, now } = this.options;
    const { passage } = await drawPassage(db, difficulty, { remembered: new Set(), hint: [] }, log);
    const code = await this.freeCode();
    const room = createRoom({
      id: randomUUID(),
      code,
      kind,
      difficulty,
      passage: { id: passage.id, text: passage.text, source: passage.source },
    });
    const entry = this.entry(room, new Map(), now());
    this.rooms.set(code, entry);
    this.options.store?.save(room);
    return entry;
  }

  /**
   * Runs a room another instance held, rebuilt from its stored state, with this instance's
   * racers in it on `sockets`; the others show as disconnected until they rejoin. Its clock
   * moves on to now: a race whose countdown ended meanwhile starts (its start had not been
   * sent, since it is stored first), and one whose time ran out ends and is stored.
   */
  adopt(
    room: RaceRoom,
    sockets: Map<string, RacerSocket>,
    spectators: Map<string, RacerSocket> = new Map(),
  ): void {
    const now = this.options.now();
    for (const racer of room.racers) racer.connected = sockets.has(racer.id);
    if (room.previous) room.previous = room.previous.filter((racer) => sockets.has(racer.id));
    const was = room.phase;
    while (tick(room, now, this.options.config) !== null);
    const entry = this.entry(room, sockets, now);
    for (const [id, socket] of spectators) entry.spectators.set(id, socket);
    this.rooms.set(room.code, entry);
    this.options.store?.save(room);
    if (was === "countdown" && room.phase === "running") this.announceStart(entry, now);
    else this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
    // A race that ended with its instance is stored here too (a save that got through stays).
    if (room.phase === "finished")
      this.finish(entry, was === "finished" ? (room.endsAt ?? now) : now);
  }

  private entry(room: RaceRoom, sockets: Map<string, RacerSocket>, now: number): RoomEntry {
    return {
      room,
      sockets,
      spectators: new Map(),
      rematching: false,
      dirty: false,
      createdAt: now,
      finishedAt: null,
    };
  }

  /**
   * Gives up a room without ending it (another instance runs it now); answers its sockets,
   * its spectators' among them.
   */
  release(code: string): Map<string, RacerSocket> {
    const entry = this.rooms.get(code);
    this.rooms.delete(code);
    return new Map([...(entry?.sockets ?? []), ...(entry?.spectators ?? [])]);
  }

  /** The codes of the rooms this instance runs. */
  codes(): string[] {
    return [...this.rooms.keys()];
  }

  /** The room of this code, as it stands now. */
  room(code: string): RaceRoom | undefined {
    return this.rooms.get(code)?.room;
  }

  /** A private room for the host to share; answers its code. */
  async createPrivate(difficulty: Difficulty): Promise<string> {
    return (await this.openRoom("private", difficulty)).room.code;
  }

  private async quickRoom(difficulty: Difficulty): Promise<RoomEntry> {
    const code = this.quickCodes.get(difficulty);
    const filling = code === undefined ? undefined : this.rooms.get(code);
    if (filling && filling.room.phase === "waiting" && filling.room.racers.length < MAX_RACERS) {
      return filling;
    }
    let opening = this.opening.get(difficulty);
    if (!opening) {
      opening = this.openRoom("quick", difficulty).then((entry) => {
        this.quickCodes.set(difficulty, entry.room.code);
        return entry;
      });
      opening.finally(() => this.opening.delete(difficulty)).catch(() => {});
      this.opening.set(difficulty, opening);
    }
    return opening;
  }

  async join(code: string, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome> {
    return this.joinCode(code, joiner, socket);
  }

  /** Seats a racer in the room of this code, or brings a known one back to it. */
  joinCode(code: string, joiner: Joiner, socket: RacerSocket): JoinOutcome {
    const entry = this.rooms.get(code);
    if (!entry) return refuse("room-not-found", "There is no race with this code.");
    return this.seat(entry, joiner, socket);
  }

  /** Seats a racer in the quick room of the difficulty now filling, opening one if need be. */
  async quick(difficulty: Difficulty, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome> {
    // A room may fill or start while a racer waits for it; the next one is opened then.
    for (let attempt = 0; attempt < QUICK_ATTEMPTS; attempt++) {
      const entry = await this.quickRoom(difficulty);
      const outcome = this.seat(entry, joiner, socket);
      if (outcome.ok || (outcome.code !== "room-full" && outcome.code !== "race-started")) {
        return outcome;
      }
      if (this.quickCodes.get(difficulty) === entry.room.code) this.quickCodes.delete(difficulty);
    }
    return refuse("room-full", "Every quick race is full. Try again in a moment.");
  }

  private closeQuick(room: RaceRoom): void {
    if (this.quickCodes.get(room.difficulty) === room.code) this.quickCodes.delete(room.difficulty);
    this.options.quickClosed?.(room.difficulty, room.code);
  }

  private seat(entry: RoomEntry, joiner: Joiner, socket: RacerSocket): JoinOutcome {
    const { room } = entry;
    const now = this.options.now();
    const taken = new Set(room.racers.map((racer) => racer.name));
    const racer = newRacer({
      id: randomUUID(),
      name: joiner.username ?? guestName(taken, joiner.guestName),
      userId: joiner.userId,
      rejoinKey: joiner.rejoinKey ?? randomBytes(18).toString("base64url"),
      rating: joiner.rating,
    });
    const joined = joinRoom(room, racer, now);
    if (!joined.ok) return joined;
    const seated = joined.racer;
    entry.sockets.set(seated.id, socket);
    this.options.store?.save(room);
    if (room.kind === "quick" && room.racers.length >= MAX_RACERS) this.closeQuick(room);
    const message: ServerMessage = {
      type: "joined",
      racerId: seated.id,
      rejoinKey: seated.rejoinKey,
      typed: seated.typing.text,
      room: this.view(entry),
      serverNow: now,
    };
    socket.send(message);
    this.sendResults(entry, socket, now);
    this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now }, seated.id);
    this.rankedChanged(entry);
    return { ok: true, code: room.code, racerId: seated.id };
  }

  /** The room as its racers and spectators see it. */
  private view(entry: RoomEntry) {
    return { ...snapshot(entry.room), watching: entry.spectators.size };
  }

  /** Someone who comes to a finished room is sent its standings, as its racers were. */
  private sendResults(entry: RoomEntry, socket: RacerSocket, now: number): void {
    if (entry.room.phase === "finished") socket.send(this.finishMessage(entry.room, now));
  }

  private finishMessage(room: RaceRoom, now: number): ServerMessage {
    return {
      type: "finish",
      results: raceResults(room),
      serverNow: now,
      source: raceTextSource(room.passage),
    };
  }

  async watch(code: string, socket: RacerSocket): Promise<JoinOutcome> {
    return this.watchCode(code, socket);
  }

  /**
   * Seats a spectator in the room of this code: they are sent what its racers are, from the
   * room as it stands (its standings too once it is over), but hold no lane and count for
   * nothing; MAX_SPECTATORS at most.
   */
  watchCode(code: string, socket: RacerSocket, id = SPECTATOR_PREFIX + randomUUID()): JoinOutcome {
    const entry = this.rooms.get(code);
    if (!entry) return refuse("room-not-found", "There is no race with this code.");
    if (entry.spectators.size >= MAX_SPECTATORS) {
      return refuse(
        "room-full",
        `This race has ${MAX_SPECTATORS} spectators already, as many as it takes. Try again later.`,
      );
    }
    entry.spectators.set(id, socket);
    const now = this.options.now();
    socket.send({ type: "watching", room: this.view(entry), serverNow: now });
    this.sendResults(entry, socket, now);
    this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now }, id);
    return { ok: true, code, racerId: id };
  }

  /**
   * A racer asks to race again: noted and shown to the room, and once enough have asked
   * (rematchDue), the next race's passage is drawn, apart from those the room has raced on,
   * and the next race formed (startRematch). Refusals go to that racer alone.
   */
  rematch(code: string, racerId: string): void {
    const entry = this.rooms.get(code);
    const socket = entry?.sockets.get(racerId);
    if (!entry || !socket) return;
    const now = this.options.now();
    const asked = askRematch(entry.room, racerId, now);
    if (!asked.ok) {
      socket.send({ type: "error", code: asked.code, message: asked.message });
      return;
    }
    this.options.store?.save(entry.room);
    this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
    if (asked.due) void this.formRematch(entry);
  }

  private async formRematch(entry: RoomEntry): Promise<void> {
    if (entry.rematching) return;
    entry.rematching = true;
    const { room } = entry;
    const { db, log } = this.options;
    const served = { remembered: new Set(room.served ?? [room.passage.id]), hint: [] };
    try {
      const { passage } = await drawPassage(db, room.difficulty, served, log);
      // The room may have gone meanwhile (dropped, or taken over), or those who asked left.
      if (this.rooms.get(room.code) !== entry || !rematchDue(room)) return;
      const now = this.options.now();
      startRematch(
        room,
        randomUUID(),
        { id: passage.id, text: passage.text, source: passage.source },
        now,
      );
      entry.finishedAt = null;
      entry.createdAt = now;
      this.options.store?.save(room);
      this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
    } catch (error) {
      log.error({ err: error, room: room.code }, "rematch not formed");
      const failed: ServerMessage = {
        type: "error",
        code: "server-error",
        message: "The next race could not be set up. Please try again.",
      };
      for (const id of room.rematch ?? []) entry.sockets.get(id)?.send(failed);
      room.rematch = [];
      this.broadcast(entry, {
        type: "room",
        room: this.view(entry),
        serverNow: this.options.now(),
      });
    } finally {
      entry.rematching = false;
    }
  }

  /** The host of a private room starts the countdown; anyone else is told why not. */
  start(code: string, racerId: string): void {
    const entry = this.rooms.get(code);
    const socket = entry?.sockets.get(racerId);
    if (!entry || !socket) return;
    const now = this.options.now();
    const started = startCountdown(entry.room, racerId, now, this.options.config);
    if (!started.ok) {
      socket.send({ type: "error", code: started.code, message: started.message });
      return;
    }
    this.announceCountdown(entry, now);
  }

  private announceCountdown(entry: RoomEntry, now: number) {
    const { room } = entry;
    if (room.kind === "quick") this.closeQuick(room);
    this.options.store?.save(room);
    this.broadcast(entry, { type: "countdown", startsAt: room.startsAt!, serverNow: now });
    this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
    this.rankedChanged(entry);
  }

  /** A racer's progress chunk: acknowledged, or refused to that racer alone. */
  progress(code: string, racerId: string, message: ProgressMessage): void {
    const entry = this.rooms.get(code);
    const socket = entry?.sockets.get(racerId);
    if (!entry || !socket) return;
    const now = this.options.now();
    const outcome = applyProgress(entry.room, racerId, message, now, this.options.thresholdWpm);
    if (!outcome.ok) {
      const { code: errorCode, message: text, seq } = outcome;
      socket.send({ type: "error", code: errorCode, message: text, seq });
      return;
    }
    this.options.store?.save(entry.room, outcome.finished ? undefined : racerId);
    socket.send({ type: "ack", seq: message.seq, length: outcome.racer.typing.text.length });
    entry.dirty = true;
    if (outcome.raceOver) this.finish(entry, now);
  }

  /** A racer's socket closed: they leave a waiting room, and keep their lane in a started one. */
  leave(code: string, racerId: string, socket: RacerSocket): void {
    const entry = this.rooms.get(code);
    if (!entry) return;
    const now = this.options.now();
    if (entry.spectators.get(racerId) === socket) {
      entry.spectators.delete(racerId);
      this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
      return;
    }
    // A racer who came back on a new socket is not disconnected by the old one closing.
    if (entry.sockets.get(racerId) !== socket) return;
    entry.sockets.delete(racerId);
    disconnect(entry.room, racerId);
    this.options.store?.save(entry.room);
    this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
    this.rankedChanged(entry);
    // A private room's host who leaves after the finish passes it to one who may have asked.
    if (rematchDue(entry.room)) void this.formRematch(entry);
  }

  private rankedChanged(entry: RoomEntry): void {
    if (entry.room.kind === "ranked") this.options.rankedChanged?.(entry.room, entry.createdAt);
  }

  /**
   * Sends to the room's racers, the last race's racers who may still join a rematch, and its
   * spectators; not to a racer the next race left behind, who has no part in it.
   */
  private broadcast(entry: RoomEntry, message: ServerMessage, except?: string): void {
    const { room } = entry;
    for (const [racerId, socket] of entry.sockets) {
      if (racerId === except) continue;
      const inRoom =
        room.racers.some((racer) => racer.id === racerId) ||
        (room.previous?.some((racer) => racer.id === racerId) ?? false);
      if (inRoom) socket.send(message);
    }
    for (const [id, socket] of entry.spectators) if (id !== except) socket.send(message);
  }

  private sendLanes(entry: RoomEntry, now: number): void {
    const { room } = entry;
    entry.dirty = false;
    const racers = room.racers.map((racer) => racerView(room, racer));
    this.broadcast(entry, { type: "progress", racers, serverNow: now });
  }

  private finish(entry: RoomEntry, now: number): void {
    const { room } = entry;
    entry.finishedAt = now;
    this.options.store?.save(room);
    this.sendLanes(entry, now);
    this.broadcast(entry, this.finishMessage(room, now));
    // A copy: a rematch may change the room while the race is being stored.
    const save = saveRace(this.options.db, structuredClone(room), now)
      .then((ratings) => {
        // Every ranked race is answered, an unrated one with no change, so its pages can say so.
        if (room.kind === "ranked") this.broadcast(entry, { type: "rated", ratings });
      })
      .catch((error: unknown) =>
        this.options.log.error({ err: error, race: room.id }, "race not saved"),
      )
      .finally(() => this.saves.delete(save));
    this.saves.add(save);
  }

  private announceStart(entry: RoomEntry, now: number): void {
    const { room } = entry;
    this.broadcast(entry, {
      type: "start",
      passage: room.passage.text,
      startedAt: room.startedAt!,
      endsAt: room.endsAt!,
      serverNow: now,
    });
    this.broadcast(entry, { type: "room", room: this.view(entry), serverNow: now });
  }

  private tick(): void {
    const now = this.options.now();
    const { config } = this.options;
    for (const [code, entry] of this.rooms) {
      const { room } = entry;
      if (quickStartDue(room, now, config.quickWaitMs)) {
        startCountdown(room, null, now, config);
        this.announceCountdown(entry, now);
      }
      const entered = tick(room, now, config);
      if (entered === "running") {
        this.options.store?.save(room);
        this.announceStart(entry, now);
      } else if (entered === "finished") {
        this.finish(entry, now);
      } else if (entry.dirty && room.phase === "running") {
        this.sendLanes(entry, now);
      }
      const idle = room.phase === "waiting" && room.racers.length === 0;
      if (
        (entry.finishedAt !== null && now - entry.finishedAt > FINISHED_ROOM_MS) ||
        (idle && now - entry.createdAt > IDLE_ROOM_MS) ||
        // No one is sent to an empty ranked room: a typist who waits opens one of their own.
        (idle && room.kind === "ranked")
      ) {
        this.rooms.delete(code);
        this.options.store?.forget(code);
        if (entry.finishedAt !== null) {
          const closed: ServerMessage = {
            type: "error",
            code: "room-not-found",
            message: ROOM_CLOSED,
          };
          this.broadcast(entry, closed);
        }
      }
    }
  }
}
