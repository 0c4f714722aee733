import type {
  RaceResult,
  RacerView,
  RoomSnapshot,
  ServerMessage,
} from "../../../core/race/protocol.ts";
import type { ConnectionStatus } from "./race-connection.ts";

/** What the race page knows of its room, folded from the server's messages. */
export interface RaceState {
  status: ConnectionStatus;
  racerId: string | null;
  rejoinKey: string | null;
  /** The text the server held for this racer when they (re)joined. */
  typed: string;
  room: RoomSnapshot | null;
  results: RaceResult[] | null;
  /** The latest refusal the server sent, in its words. */
  error: string | null;
  /** A ranked race once stored: each rated racer's rating before and after it. */
  ratings: RatingChanges | null;
}

export type RatingChanges = Extract<ServerMessage, { type: "rated" }>["ratings"];

export const INITIAL_RACE_STATE: RaceState = {
  status: "connecting",
  racerId: null,
  rejoinKey: null,
  typed: "",
  room: null,
  results: null,
  error: null,
  ratings: null,
};

export type RaceAction =
  { kind: "message"; message: ServerMessage } | { kind: "status"; status: ConnectionStatus };

function withRoom(state: RaceState, change: Partial<RoomSnapshot>): RaceState {
  return state.room ? { ...state, room: { ...state.room, ...change } } : state;
}

export function raceReducer(state: RaceState, action: RaceAction): RaceState {
  if (action.kind === "status") return { ...state, status: action.status };
  const message = action.message;
  switch (message.type) {
    case "joined":
      return {
        ...state,
        racerId: message.racerId,
        rejoinKey: message.rejoinKey,
        typed: message.typed,
        room: message.room,
        error: null,
      };
    case "room":
      return { ...state, room: message.room };
    case "countdown":
      return withRoom(state, { phase: "countdown", startsAt: message.startsAt });
    case "start":
      return withRoom(state, {
        phase: "running",
        passage: message.passage,
        startedAt: message.startedAt,
        endsAt: message.endsAt,
      });
    case "progress":
      return withRoom(state, { racers: message.racers as RacerView[] });
    case "finish":
      return { ...withRoom(state, { phase: "finished" }), results: message.results };
    case "error":
      // A dropped message over the rate is not the typist's concern; the next chunk carries it.
      return message.code === "rate-limited" ? state : { ...state, error: message.message };
    case "rated":
      return { ...state, ratings: message.ratings };
    case "ack":
    case "pong":
      return state;
  }
}
