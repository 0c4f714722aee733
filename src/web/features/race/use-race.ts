import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { GUEST_NAME } from "../../../core/race/guest-name.ts";
import type { ClientMessage, ServerMessage } from "../../../core/race/protocol.ts";
import { RaceTypist } from "../../../core/race/typist.ts";
import { useKeyRecorder } from "../../typing/key-recorder.ts";
import { RaceConnection } from "./race-connection.ts";
import { INITIAL_RACE_STATE, type RaceState, raceReducer } from "./race-state.ts";

/** A room's rejoin key, kept for the tab so a reloaded page takes its racer's lane back. */
const rejoinStore = (code: string) => `typetempo:race:${code}`;

/** The name this browser last raced under as a guest: it asks for it again (issue 33). */
const GUEST_NAME_STORE = "typetempo:race-guest-name";

function storedGuestName(): string | undefined {
  try {
    const name = localStorage.getItem(GUEST_NAME_STORE);
    return name && GUEST_NAME.test(name) ? name : undefined;
  } catch {
    return undefined; // Storage refused (private browsing): a new name each race.
  }
}

function withStoredNames(message: ClientMessage): ClientMessage {
  if (message.type !== "join" && message.type !== "quick") return message;
  const guestName = storedGuestName();
  const named = guestName ? { ...message, guestName } : message;
  if (named.type !== "join" || named.rejoin) return named;
  const rejoin = sessionStorage.getItem(rejoinStore(named.code));
  return rejoin ? { ...named, rejoin } : named;
}

function keepGuestName(name: string): void {
  try {
    localStorage.setItem(GUEST_NAME_STORE, name);
  } catch {
    // Not kept: the next race draws a name.
  }
}

/** Refusals that end an ask to race again: the next race went without the racer, or the room. */
const REMATCH_REFUSALS = new Set<string>(["race-started", "room-not-found", "not-joined"]);

/** How often typed progress goes to the server: five times a second, well within its rate. */
export const PROGRESS_EVERY_MS = 200;

export interface Race {
  state: RaceState;
  /** Offers the typing box's value; answers the typed text after it. */
  type: (value: string, synthetic: boolean, composed: boolean) => string;
  start: () => void;
  /** After the finish: asks to race the room's racers again, connecting again if need be. */
  rematch: () => void;
  /** The server's clock now, as this browser reckons it. */
  serverNow: () => number;
  /** Connects again after the connection was given up. */
  reconnect: () => void;
}

/**
 * One racer's race: the socket, the room's state from its messages, and the typing, sent as
 * progress chunks several times a second and at once when the passage is done (places go by
 * the arrival of that chunk). `first` is the message that seats the racer; reconnects join the
 * same room again with the rejoin key. A spectator's (`first` is `watch`) only follows the room,
 * race after race.
 */
export function useRace(first: ClientMessage): Race {
  // Read once: a new race is a new component.
  const [hello] = useState(() => withStoredNames(first));
  const [state, dispatch] = useReducer(raceReducer, INITIAL_RACE_STATE);
  const connection = useRef<RaceConnection | null>(null);
  const typist = useRef<RaceTypist | null>(null);
  // performance.now() at the race's start on the server's clock.
  const startPerf = useRef(0);
  const seat = useRef<{ code: string; rejoinKey: string } | null>(null);
  /** The race is over: a closed connection is not made again, unless the racer asked to race again. */
  const finished = useRef(false);
  /** The racer asked to race again and is not in a new race yet: asked again after a reconnect. */
  const rematching = useRef(false);
  const watching = hello.type === "watch";
  const keys = useKeyRecorder();
  const [attempt, bump] = useReducer((n: number) => n + 1, 0);

  const flush = useCallback(() => {
    const current = typist.current;
    const socket = connection.current;
    if (!current || !socket) return;
    const events = keys.keyEvents(startPerf.current, performance.now());
    // A key still down goes with a later chunk, once its release is known.
    const held = events.findIndex((event) => event[1] === null);
    current.setKeys(current.finished || held < 0 ? events : events.slice(0, held));
    for (let chunk = current.nextChunk(); chunk; chunk = current.nextChunk()) {
      if (!socket.send(chunk)) break;
    }
  }, [keys]);

  useEffect(() => {
    const onMessage = (message: ServerMessage) => {
      const sinceStart = (startedAt: number, serverNow: number) => {
        // Counted from this message's arrival, so latency only makes edit times earlier.
        startPerf.current = performance.now() - Math.max(0, serverNow - startedAt);
      };
      if (message.type === "joined") {
        if (rematching.current) connection.current?.send({ type: "rematch" });
        seat.current = { code: message.room.code, rejoinKey: message.rejoinKey };
        sessionStorage.setItem(rejoinStore(message.room.code), message.rejoinKey);
        const { room } = message;
        const you = room.racers.find((racer) => racer.id === message.racerId);
        if (you?.guest) keepGuestName(you.name);
        if (room.phase === "running" && room.passage !== null && room.startedAt !== null) {
          if (typist.current) typist.current.resume(message.typed);
          else {
            typist.current = new RaceTypist(room.passage, message.typed);
            sinceStart(room.startedAt, message.serverNow);
          }
        }
      } else if (message.type === "start" && !watching) {
        // Only a racer in this race is sent its start (a rematch's is not sent to those it left out).
        typist.current = new RaceTypist(message.passage);
        sinceStart(message.startedAt, message.serverNow);
        finished.current = false;
        rematching.current = false;
      } else if (message.type === "ack") {
        typist.current?.acknowledge(message.seq);
      } else if (message.type === "finish") {
        finished.current = true;
        typist.current = null;
      } else if (message.type === "error" && REMATCH_REFUSALS.has(message.code)) {
        rematching.current = false;
      }
      dispatch({ kind: "message", message });
    };
    const socket = new RaceConnection({
      hello: () =>
        seat.current
          ? { type: "join", code: seat.current.code, rejoin: seat.current.rejoinKey }
          : hello,
      onMessage,
      onStatus: (status) => dispatch({ kind: "status", status }),
      wanted: () => watching || !finished.current || rematching.current,
    });
    connection.current = socket;
    const sender = setInterval(flush, PROGRESS_EVERY_MS);
    return () => {
      clearInterval(sender);
      socket.close();
      connection.current = null;
    };
  }, [flush, hello, attempt, watching]);

  const type = useCallback(
    (value: string, synthetic: boolean, composed: boolean) => {
      const current = typist.current;
      if (!current) return "";
      const accepted = current.input(
        value,
        performance.now() - startPerf.current,
        synthetic,
        composed,
      );
      if (accepted && current.finished) flush();
      return current.typed;
    },
    [flush],
  );

  const start = useCallback(() => void connection.current?.send({ type: "start" }), []);
  const rematch = useCallback(() => {
    rematching.current = true;
    // A socket closed since the finish is made again: its joining message asks again (above).
    if (!connection.current?.send({ type: "rematch" })) bump();
  }, []);
  const serverNow = useCallback(() => connection.current?.serverNow() ?? Date.now(), []);

  return { state, type, start, rematch, serverNow, reconnect: bump };
}
