import { useEffect, useRef, useState } from "react";
import type { ClientMessage } from "../../../core/race/protocol.ts";
import { ROOM_KIND_LABELS } from "../../../core/race/protocol-basics.ts";
import { livePlaces, ordinal } from "../../../core/race/standing.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { useSession } from "../../lib/session.ts";
import { TypingArea } from "../../typing/TypingArea.tsx";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { lazyComponent } from "../../ui/lazy-component.tsx";
import { RaceLanes } from "./RaceLanes.tsx";
import { leftOutStatus, rematchStatus } from "./rematch-status.ts";
import { RankedNote } from "./RankedNote.tsx";
import { ShareLink } from "./ShareLink.tsx";
import { useRace } from "./use-race.ts";
import { WatchLink } from "./WatchLink.tsx";

const noop = () => {};

/**
 * The standings are not on a visit's first download: they are fetched as a race counts down, so
 * they are there at its finish.
 */
const LazyRaceStandings = lazyComponent(
  () => import("./RaceStandings.tsx").then((module) => module.RaceStandings),
  "Loading the standings…",
);

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
  /** The message that seats the racer: a quick race, or a room's code; or a spectator's `watch`. */
  entry: ClientMessage;
  onLeave: () => void;
}

/**
 * One race from the waiting room to the standings (product 'Live races'), and the room's next
 * races for those who race again; or, for a spectator, the room's races read-only.
 */
export function RaceRoom({ entry, onLeave }: RaceRoomProps) {
  const race = useRace(entry);
  const { state } = race;
  const { room, racerId, results, watching } = state;
  const { user } = useSession();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const phase = room?.phase;
  // The typing box goes when the racer finishes: the keyboard's focus, left nowhere, goes on
  // to what comes next once the race is over.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (phase === "finished" && lost) nextRef.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (phase === "countdown" || phase === "running") {
      LazyRaceStandings.preload().catch(() => {
        // Offline for a moment: the standings ask again when they are shown.
      });
    }
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
  const typing =
    room.phase === "running" && room.passage !== null && you !== undefined && !you.finished;
  // The room's next race formed without this racer, whose standings stay shown.
  const leftOut = !watching && results !== null && state.resultsRound !== (room.round ?? 1);
  const over = room.phase === "finished" || leftOut;
  const canRaceAgain =
    !watching && !state.closed && (leftOut ? room.phase === "waiting" : room.phase === "finished");
  const rematchLine = leftOut
    ? leftOutStatus(room)
    : room.phase === "finished"
      ? rematchStatus(room, racerId)
      : null;

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
          <p className="text-sm text-gray-400" data-testid="race-kind">
            {watching && <span className="font-semibold text-sky-300">Watching · </span>}
            {ROOM_KIND_LABELS[room.kind]} · {DIFFICULTY_LABELS[room.difficulty]}
            {(room.round ?? 1) > 1 && ` · race ${room.round}`}
            {(room.watching ?? 0) > 0 && ` · ${room.watching} watching`}
          </p>
          <p className="text-gray-100" data-testid="race-phase">
            {leftOut && "The race is over."}
            {!leftOut &&
              room.phase === "waiting" &&
              (room.racers.length < 2
                ? room.kind === "ranked"
                  ? "Looking for a typist near your rating…"
                  : "Waiting for another typist…"
                : room.kind === "private"
                  ? isHost
                    ? "Start when everyone is in."
                    : "Waiting for the host to start…"
                  : "Starting soon…")}
            {!leftOut && room.phase === "countdown" && (
              <span className="font-semibold text-amber-300">
                Starting in <span data-testid="race-countdown">{countdown}</span>…
              </span>
            )}
            {!leftOut &&
              room.phase === "running" &&
              (watching
                ? "The race is on."
                : you?.finished
                  ? "You have finished. Waiting for the others…"
                  : "Go!")}
            {!leftOut && room.phase === "finished" && "The race is over."}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {room.phase === "running" && !leftOut && remaining !== null && (
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
          {canRaceAgain && (
            <Button ref={nextRef} variant="primary" onClick={race.rematch}>
              Race again
            </Button>
          )}
          {over && !watching && (
            <Button
              ref={canRaceAgain ? undefined : nextRef}
              variant={canRaceAgain ? "secondary" : "primary"}
              onClick={onLeave}
            >
              New race
            </Button>
          )}
          {watching && (
            <Button variant="secondary" onClick={onLeave}>
              Stop watching
            </Button>
          )}
        </div>
        {rematchLine && (
          <p className="w-full text-sm text-gray-300" data-testid="race-rematch">
            {rematchLine}
          </p>
        )}
      </Card>

      {!watching && room.kind === "private" && room.phase === "waiting" && !leftOut && (
        <ShareLink code={room.code} />
      )}

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

      {watching && room.phase === "running" && room.passage !== null && (
        <Card tone="faint" className="px-5 py-4">
          <h2 className="text-sm font-semibold text-gray-300">The passage</h2>
          <p className="mt-1 leading-relaxed text-gray-200" data-testid="race-passage">
            {room.passage}
          </p>
        </Card>
      )}

      {!leftOut && (
        <section aria-labelledby="lanes-heading" className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="lanes-heading" className="text-sm font-semibold text-gray-300">
              Racers ({room.racers.length} of 5)
            </h2>
            {!watching && <WatchLink code={room.code} />}
          </div>
          <RaceLanes
            // A new race's lanes start empty rather than running their bars back from the last.
            key={room.round ?? 1}
            racers={room.racers}
            passageLength={passageLength}
            youId={racerId}
            started={room.phase === "running" || room.phase === "finished"}
          />
        </section>
      )}

      {results && (
        <Card className="p-5">
          <LazyRaceStandings.Component
            results={results}
            youId={racerId}
            saved={user !== null}
            source={state.source}
            ratings={state.ratings}
          />
        </Card>
      )}
    </div>
  );
}
