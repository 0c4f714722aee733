import type { FastifyBaseLogger } from "fastify";
import { RANKED_NEEDS_ACCOUNT, pickMove, pickRoom } from "../../core/race/ranked-match.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Database } from "../db/client.ts";
import {
  QUICK_ATTEMPTS,
  type JoinOutcome,
  type Joiner,
  type RaceHub,
  type RacerSocket,
  type RoomService,
} from "./hub.ts";
import type { RankedBoard } from "./ranked-board.ts";
import { currentRating } from "./ratings.ts";

/** How often typists alone in a ranked room look again for a room that fits them now. */
const MOVE_EVERY_MS = 1000;

/** Refusals that pass a listed room over for the next: it started, filled, or is gone. */
const PASSED_OVER = new Set(["room-full", "race-started", "room-not-found", "server-error"]);

/** A typist this instance seated in a ranked room, who may be moved while alone in it. */
interface Seat {
  difficulty: Difficulty;
  code: string;
  racerId: string;
  joiner: Joiner;
}

export interface RankedQueueOptions {
  hub: RaceHub;
  /** The rooms racers join: this instance's, or every instance's through Redis. */
  rooms: RoomService;
  board: RankedBoard;
  db: Database;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The ranked queue (product 'Ranked races'): a signed-in typist joins the open ranked room whose
 * racers' ratings fit theirs (src/core/race/ranked-match.ts), or opens one of their own on this
 * instance, which then starts as a quick room does. Every second a typist alone in a room of
 * this instance moves to a room that their longer wait now fits, so two lone typists meet
 * once the window has grown wide enough; their page is sent the new room's `joined`.
 */
export class RankedQueue {
  private readonly seats = new Map<RacerSocket, Seat>();
  private readonly timer: NodeJS.Timeout;
  private moving = false;
  private readonly options: RankedQueueOptions;

  constructor(options: RankedQueueOptions) {
    this.options = options;
    this.timer = setInterval(() => void this.moveLoners(), MOVE_EVERY_MS);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** Seats a signed-in typist by their rating; a guest is refused. */
  async enter(difficulty: Difficulty, joiner: Joiner, socket: RacerSocket): Promise<JoinOutcome> {
    if (joiner.userId === null) {
      return { ok: false, code: "sign-in-required", message: RANKED_NEEDS_ACCOUNT };
    }
    const { rating, rd } = await currentRating(this.options.db, joiner.userId);
    const rated = { ...joiner, rating: { rating, rd } };
    return this.seat(difficulty, rated, socket, this.options.now());
  }

  /** Seats the typist in the room that fits best, or a new one; `since`: when they began waiting. */
  private async seat(
    difficulty: Difficulty,
    joiner: Joiner,
    socket: RacerSocket,
    since: number,
  ): Promise<JoinOutcome> {
    const { board, rooms, hub, now } = this.options;
    const rating = joiner.rating!.rating;
    let outcome: JoinOutcome | null = null;
    for (let attempt = 0; attempt < QUICK_ATTEMPTS && !outcome; attempt++) {
      const room = pickRoom(rating, since, await board.list(difficulty), now());
      if (!room) break;
      const joined = await rooms.join(room.code, joiner, socket);
      if (joined.ok || !PASSED_OVER.has(joined.code)) outcome = joined;
      else await board.drop(difficulty, room.code);
    }
    if (!outcome) {
      const { room } = await hub.openRoom("ranked", difficulty);
      outcome = hub.joinCode(room.code, joiner, socket);
    }
    if (outcome.ok) {
      this.seats.set(socket, { difficulty, code: outcome.code, racerId: outcome.racerId, joiner });
    }
    return outcome;
  }

  /** The typist is alone in this seat's room, which still waits on this instance. */
  private alone(seat: Seat): boolean {
    const room = this.options.hub.room(seat.code);
    return (
      room?.phase === "waiting" && room.racers.length === 1 && room.racers[0]!.id === seat.racerId
    );
  }

  /**
   * Moves each typist alone in a ranked room of this instance to a room ahead of theirs that
   * fits them now (pickMove). Typists in rooms of other instances are left where they are:
   * newcomers still find them there.
   */
  private async moveLoners(): Promise<void> {
    if (this.moving) return;
    this.moving = true;
    try {
      const boards = new Map<Difficulty, ReturnType<RankedBoard["list"]>>();
      for (const [socket, seat] of this.seats) {
        const room = this.options.hub.room(seat.code);
        if (!room || room.phase !== "waiting" || !room.racers.some((r) => r.id === seat.racerId)) {
          this.seats.delete(socket);
          continue;
        }
        // Only a connection that can follow its racer to another room (connection.ts) moves.
        if (!socket.moved || !this.alone(seat)) continue;
        if (!boards.has(seat.difficulty)) {
          boards.set(seat.difficulty, this.options.board.list(seat.difficulty));
        }
        const open = await boards.get(seat.difficulty)!;
        const own = open.find((listed) => listed.code === seat.code);
        const target = own && pickMove(own, open, this.options.now());
        // Looked again after the wait: the typist may have left, or company come.
        if (own && target && this.alone(seat))
          await this.move(socket, seat, target.code, own.since);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, "ranked typists not moved");
    } finally {
      this.moving = false;
    }
  }

  private async move(socket: RacerSocket, seat: Seat, code: string, since: number): Promise<void> {
    const { hub, rooms } = this.options;
    hub.leave(seat.code, seat.racerId, socket);
    this.seats.delete(socket);
    let outcome = await rooms.join(code, seat.joiner, socket);
    // The room filled or started meanwhile: the typist is seated as if they had just come.
    if (!outcome.ok) outcome = await this.seat(seat.difficulty, seat.joiner, socket, since);
    else this.seats.set(socket, { ...seat, code: outcome.code, racerId: outcome.racerId });
    if (outcome.ok) {
      socket.moved?.(outcome.code, outcome.racerId);
      return;
    }
    socket.send({ type: "error", code: outcome.code, message: outcome.message });
    socket.close?.();
  }
}
