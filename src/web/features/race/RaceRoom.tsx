import { useEffect, useRef, useState } from "react";
import { ROOM_KIND_LABELS, type ClientMessage } from "../../../core/race/protocol.ts";
import { livePlaces, ordinal } from "../../../core/race/standing.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { useSession } from "../../lib/session.ts";
import { TypingArea } from "../../typing/TypingArea.tsx";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { RaceLanes } from "./RaceLanes.tsx";
import { RaceStandings } from "./RaceStandings.tsx";
import { RankedNote } from "./RankedNote.tsx";
import { ShareLink } from "./ShareLink.tsx";
import { useRace } from "./use-race.ts";

const noop = () => {};

/** Seconds left until `at` on the server's clock, ticking while the page shows them. */
function useSecondsUntil(at: number | null, serverNow: () => number): number | null {
  const [, tick] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - serverNow()) / 1000));
}

/** The polite announcement of the racer's own place as it changes, and of the finish. */
function useAnnouncement(text: string | null): string {
  const [said, setSaid] = useState("");
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (text === null || text === last.current) return;
    last.current = text;
    // Not more often than a screen reader can say it.
    const timer = setTimeout(() => setSaid(text), 600);
    return () => clearTimeout(timer);
  }, [text]);
  return said;
}

interface RaceRoomProps {
  /** The message that seats the racer: a quick race, or a room's code. */
  entry: ClientMessage;
  onLeave: () => void;
}

/** One race from the waiting room to the standings (product 'Live races'). */
export function RaceRoom({ entry, onLeave }: RaceRoomProps) {
  const race = useRace(entry);
  const { state } = race;
  const { room, racerId, results } = state;
  const { user } = useSession();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const newRaceRef = useRef<HTMLButtonElement>(null);
  const phase = room?.phase;
  // The typing box goes when the racer finishes: the keyboard's focus, left nowhere, goes on
  // to what comes next once the race is over.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (phase === "finished" && lost) newRaceRef.current?.focus();
  }, [phase]);
  const countdown = useSecondsUntil(
    room?.phase === "countdown" ? room.startsAt : null,
    race.serverNow,
  );
  const remaining = useSecondsUntil(room?.phase === "running" ? room.endsAt : null, race.serverNow);

  const you = room?.racers.find((racer) => racer.id === racerId);
  const place = room && racerId ? livePlaces(room.racers).get(racerId) : undefined;
  const myResult = results?.find((result) => result.id === racerId);
  const announcement = useAnnouncement(
    results
      ? myResult?.place
        ? `Race finished. You placed ${ordinal(myResult.place)} of ${results.length}.`
        : "Race finished."
      : room?.phase === "running" && you?.unplaced
        ? `You finished with no place: ${you.unplaced}.`
        : room?.phase === "running" && place
          ? you?.finished
            ? `You finished ${ordinal(place)}.`
            : `You are ${ordinal(place)}.`
          : room?.phase === "countdown"
            ? "The race is about to start."
            : null,
  );

  if (state.status === "failed") {
    return (
      <Card className="space-y-4 p-6">
        <Alert kind="error" boxed>
          The connection to the race was lost and could not be made again. Check your network.
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Button variant="primary" onClick={race.reconnect}>
            Try again
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            Leave the race
          </Button>
        </div>
      </Card>
    );
  }
  if (!room) {
    return (
      <div className="space-y-4">
        {state.error ? (
          <Card className="space-y-4 p-6">
            <Alert kind="error" boxed>
              {state.error}
            </Alert>
            <Button variant="secondary" onClick={onLeave}>
              Back to races
            </Button>
          </Card>
        ) : (
          <Spinner label="Joining the race…" />
        )}
      </div>
    );
  }

  const isHost = room.hostId === racerId;
  const passageLength = room.passage?.length ?? 0;
  const typing = room.phase === "running" && room.passage !== null && !you?.finished;

  return (
    <div className="space-y-5">
      <p role="status" aria-live="polite" className="sr-only" data-testid="race-announcer">
        {announcement}
      </p>
      {state.status === "reconnecting" && (
        <Alert kind="error" boxed data-testid="race-connection">
          Connection lost — reconnecting…
        </Alert>
      )}
      {state.status === "restarting" && (
        <Alert kind="error" boxed data-testid="race-connection">
          TypeTempo&apos;s server is restarting — reconnecting you to the race…
        </Alert>
      )}
      <Card className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <div className="space-y-0.5">
          <p className="text-sm text-gray-400">
            {ROOM_KIND_LABELS[room.kind]} · {DIFFICULTY_LABELS[room.difficulty]}
          </p>
          <p className="text-gray-100" data-testid="race-phase">
            {room.phase === "waiting" &&
              (room.racers.length < 2
                ? room.kind === "ranked"
                  ? "Looking for a typist near your rating…"
                  : "Waiting for another typist…"
                : room.kind === "private"
                  ? isHost
                    ? "Start when everyone is in."
                    : "Waiting for the host to start…"
                  : "Starting soon…")}
            {room.phase === "countdown" && (
              <span className="font-semibold text-amber-300">
                Starting in <span data-testid="race-countdown">{countdown}</span>…
              </span>
            )}
            {room.phase === "running" &&
              (you?.finished ? "You have finished. Waiting for the others…" : "Go!")}
            {room.phase === "finished" && "The race is over."}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {room.phase === "running" && remaining !== null && (
            <p className="font-mono text-sm text-gray-300 tabular-nums">
              <span className="sr-only">Time left: </span>
              {Math.floor(remaining / 60)}:{String(remaining % 60).padStart(2, "0")}
            </p>
          )}
          {isHost && room.phase === "waiting" && (
            <Button
              variant="primary"
              onClick={race.start}
              disabled={room.racers.length < 2}
              className="disabled:cursor-not-allowed disabled:opacity-50"
            >
              Start the race
            </Button>
          )}
          {room.phase === "finished" && (
            <Button ref={newRaceRef} variant="primary" onClick={onLeave}>
              New race
            </Button>
          )}
        </div>
      </Card>

      {room.kind === "private" && room.phase === "waiting" && <ShareLink code={room.code} />}

      {you && (
        <p className="text-sm text-gray-300" data-testid="race-you">
          You race as <span className="font-semibold text-gray-100">{you.name}</span>
          {you.guest ? " (a guest: sign in to race under your username)." : "."}
        </p>
      )}
      <RankedNote room={room} you={you} />

      {state.error && (
        <Alert kind="error" boxed>
          {state.error}
        </Alert>
      )}

      {typing && (
        <TypingArea
          inputRef={inputRef}
          passage={room.passage!}
          idle={false}
          onType={race.type}
          onRestart={noop}
          initialTyped={state.typed}
        />
      )}

      <section aria-labelledby="lanes-heading" className="space-y-2">
        <h2 id="lanes-heading" className="text-sm font-semibold text-gray-300">
          Racers ({room.racers.length} of 5)
        </h2>
        <RaceLanes
          racers={room.racers}
          passageLength={passageLength}
          youId={racerId}
          started={room.phase === "running" || room.phase === "finished"}
        />
      </section>

      {results && (
        <Card className="p-5">
          <RaceStandings
            results={results}
            youId={racerId}
            saved={user !== null}
            ratings={state.ratings}
          />
        </Card>
      )}
    </div>
  );
}
