import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import {
  MAX_MESSAGES_PER_SECOND,
  parseClientMessage,
  type ClientMessage,
  type RaceErrorCode,
  type ServerMessage,
} from "../../core/race/protocol.ts";
import type { Joiner, RacerSocket, RoomService } from "./hub.ts";
import type { RankedQueue } from "./ranked.ts";

/** Close codes (RFC 6455): a client that keeps flooding is cut off as breaking the policy. */
export const CLOSE_POLICY = 1008;
/** The race's instance cannot be reached for now: the page connects again and rejoins. */
export const CLOSE_TRY_AGAIN = 1013;

/** Past this many messages in a second the socket is closed; up to it, the extra ones are dropped. */
const CUT_OFF_MESSAGES_PER_SECOND = 2 * MAX_MESSAGES_PER_SECOND;

/**
 * One racer's WebSocket: it reads each text frame as a message of the race protocol, within
 * the per-second budget, and hands it to the hub in the order it came. The first message must
 * join a room, or watch one; the socket then belongs to that racer, or spectator, until it
 * closes. A spectator's every other message is refused: they cannot type, start or join.
 */
export function serveRacer(
  socket: WebSocket,
  rooms: RoomService,
  identity: Promise<Omit<Joiner, "rejoinKey">>,
  {
    now,
    log,
    ranked,
  }: { now: () => number; log: FastifyBaseLogger; ranked: Pick<RankedQueue, "enter"> },
): void {
  const racerSocket: RacerSocket = {
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    close: () => socket.close(CLOSE_TRY_AGAIN, "Race server unreachable"),
    moved: (code, racerId) => {
      seat = { code, racerId, watching: false };
      // Closed while it moved: the seat it was given is left, as it would have been.
      if (socket.readyState !== socket.OPEN) rooms.leave(code, racerId, racerSocket);
    },
  };
  const send = (message: ServerMessage) => racerSocket.send(message);
  const refuse = (code: RaceErrorCode, message: string, seq?: number) =>
    send({ type: "error", code, message, ...(seq !== undefined && { seq }) });
  /** The room this connection races in, or watches (`watching`, a spectator's). */
  let seat: { code: string; racerId: string; watching: boolean } | null = null;
  // The budget runs on the wall clock: the race's clock is the app's, which tests move by hand.
  let windowStart = performance.now();
  let inWindow = 0;
  // Joining waits for the session and may draw a passage: later messages wait their turn.
  let queue = Promise.resolve();

  async function handle(message: ClientMessage): Promise<void> {
    if (message.type === "ping") {
      send({ type: "pong", t: message.t, serverNow: now() });
      return;
    }
    if (seat?.watching) {
      const seq = message.type === "progress" ? message.seq : undefined;
      return refuse(
        "spectator",
        "You are watching this race: spectators cannot type, start or join it.",
        seq,
      );
    }
    if (
      message.type === "join" ||
      message.type === "quick" ||
      message.type === "ranked" ||
      message.type === "watch"
    ) {
      if (seat) return refuse("already-joined", "This connection is in a race already.");
      if (message.type === "watch") {
        const outcome = await rooms.watch(message.code, racerSocket);
        if (!outcome.ok) {
          refuse(outcome.code, outcome.message);
          if (outcome.retry) racerSocket.close?.();
          return;
        }
        seat = { code: outcome.code, racerId: outcome.racerId, watching: true };
        return;
      }
      const joiner = {
        ...(await identity),
        rejoinKey: message.type === "join" ? message.rejoin : undefined,
        // A ranked racer is signed in: no guest name.
        guestName: message.type === "ranked" ? undefined : message.guestName,
      };
      const outcome =
        message.type === "join"
          ? await rooms.join(message.code, joiner, racerSocket)
          : message.type === "ranked"
            ? await ranked.enter(message.difficulty, joiner, racerSocket)
            : await rooms.quick(message.difficulty, joiner, racerSocket);
      if (!outcome.ok) {
        refuse(outcome.code, outcome.message);
        if (outcome.retry) racerSocket.close?.();
        return;
      }
      seat = { code: outcome.code, racerId: outcome.racerId, watching: false };
      return;
    }
    if (!seat) return refuse("not-joined", "Join a race first.");
    if (message.type === "start") rooms.start(seat.code, seat.racerId);
    else if (message.type === "rematch") rooms.rematch(seat.code, seat.racerId);
    else rooms.progress(seat.code, seat.racerId, message);
  }

  socket.on("message", (data, isBinary) => {
    const at = performance.now();
    if (at - windowStart >= 1000) {
      windowStart = at;
      inWindow = 0;
    }
    inWindow++;
    if (inWindow > CUT_OFF_MESSAGES_PER_SECOND) {
      socket.close(CLOSE_POLICY, "Too many messages");
      return;
    }
    if (inWindow > MAX_MESSAGES_PER_SECOND) {
      refuse("rate-limited", `At most ${MAX_MESSAGES_PER_SECOND} messages a second.`);
      return;
    }
    if (isBinary) {
      refuse("bad-message", "Messages are JSON text.");
      return;
    }
    const parsed = parseClientMessage(data.toString());
    if (!parsed.ok) {
      refuse(parsed.code, parsed.message);
      return;
    }
    queue = queue
      .then(() => handle(parsed.message))
      .catch((error: unknown) => {
        log.error({ err: error }, "race message failed");
        refuse("server-error", "This message could not be handled. Please try again.");
      });
  });

  socket.on("close", () => {
    queue = queue.then(() => {
      if (seat) rooms.leave(seat.code, seat.racerId, racerSocket);
    });
  });
}
