import type {
  RaceResult,
  RaceTextSource,
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
  /**
   * The round of the room the results are of: they stay shown, with the text's source, until
   * the typist is in the room's next race, or a spectator sees it form.
   */
  resultsRound: number | null;
  source: RaceTextSource | null;
  /** The latest refusal the server sent, in its words. */
  error: string | null;
  /** A spectator's page: no lane, no typing. */
  watching: boolean;
  /** The room is gone (it closed a while after its finish): it cannot be raced again. */
  closed: boolean;
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
  resultsRound: null,
  source: null,
  error: null,
  watching: false,
  closed: false,
  ratings: null,
};

export type RaceAction =
  { kind: "message"; message: ServerMessage } | { kind: "status"; status: ConnectionStatus };

function withRoom(state: RaceState, change: Partial<RoomSnapshot>): RaceState {
  return state.room ? { ...state, room: { ...state.room, ...change } } : state;
}

/**
 * A new race of the room has formed: a spectator follows it, and so does a racer in it, whose
 * last race's standings give way to it. A racer it left out keeps their standings.
 */
function followRound(state: RaceState): RaceState {
  const { room, results } = state;
  if (!room || results === null || (room.round ?? 1) === state.resultsRound) return state;
  const inIt = room.racers.some((racer) => racer.id === state.racerId);
  return state.watching || inIt
    ? { ...state, results: null, resultsRound: null, source: null }
    : state;
}

export function raceReducer(state: RaceState, action: RaceAction): RaceState {
  if (action.kind === "status") return { ...state, status: action.status };
  const message = action.message;
  switch (message.type) {
    case "joined":
      return followRound({
        ...state,
        racerId: message.racerId,
        rejoinKey: message.rejoinKey,
        typed: message.typed,
        room: message.room,
        error: null,
      });
    case "watching":
      return followRound({ ...state, watching: true, room: message.room, error: null });
    case "room":
      return followRound({ ...state, room: message.room });
    case "countdown":
      return withRoom(state, { phase: "countdown", startsAt: message.startsAt });
    case "start":
      if (!state.room) return state;
      // A new race: nothing of the last one is typed in it.
      return withRoom(
        { ...state, typed: "", error: null },
        {
          phase: "running",
          passage: message.passage,
          startedAt: message.startedAt,
          endsAt: message.endsAt,
        },
      );
    case "progress":
      return withRoom(state, { racers: message.racers as RacerView[] });
    case "finish":
      return {
        ...withRoom(state, { phase: "finished" }),
        results: message.results,
        resultsRound: state.room ? (state.room.round ?? 1) : null,
        source: message.source ?? null,
      };
    case "error":
      // A dropped message over the rate is not the typist's concern; the next chunk carries it.
      if (message.code === "rate-limited") return state;
      return {
        ...state,
        error: message.message,
        closed: state.closed || (state.room !== null && message.code === "room-not-found"),
      };
    case "rated":
      return { ...state, ratings: message.ratings };
    case "ack":
    case "pong":
      return state;
  }
}
