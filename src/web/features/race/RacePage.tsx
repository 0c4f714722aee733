import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { createRace } from "../../../core/api/endpoints/races.ts";
import type { ClientMessage } from "../../../core/race/protocol.ts";
import { ROOM_CODE } from "../../../core/race/protocol-basics.ts";
import { api, messageOf } from "../../lib/api-client.ts";
import { useDifficulty } from "../../lib/difficulty-store.ts";
import { useSession } from "../../lib/session.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { DifficultySelect } from "../../ui/DifficultySelect.tsx";
import { lazyComponent } from "../../ui/lazy-component.tsx";
import { RaceRoom } from "./RaceRoom.tsx";
import { RankedEntry } from "./RankedEntry.tsx";
import { PATHS } from "../../../core/site/paths.ts";

/** A signed-in typist's past races, fetched only for them: a guest's visit does without. */
const LazyRaceHistory = lazyComponent(
  () => import("./RaceHistory.tsx").then((module) => module.RaceHistory),
  "Loading your races…",
);

/**
 * Live races (product 'Live races'): the lobby (a quick race or a private room, at the difficulty
 * chosen), a room opened by its link (/race/{code}), or watched by its spectators' link
 * (/race/{code}?watch), and the signed-in typist's race history.
 */
export function RacePage() {
  const { code } = useParams();
  const [search] = useSearchParams();
  const watching = search.has("watch");
  const navigate = useNavigate();
  const difficulty = useDifficulty();
  const { user } = useSession();
  const [quick, setQuick] = useState<ClientMessage | null>(null);
  const [round, setRound] = useState(0);
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const leave = () => {
    setQuick(null);
    setRound((n) => n + 1);
    if (code) void navigate(PATHS.race);
  };

  if (code !== undefined) {
    const upper = code.toUpperCase();
    if (!ROOM_CODE.test(upper)) {
      return (
        <Card className="space-y-4 p-6">
          <Alert kind="error" boxed>
            “{code}” is not a race room’s code. Check the link you were given.
          </Alert>
          <Button variant="secondary" onClick={leave}>
            Back to races
          </Button>
        </Card>
      );
    }
    return (
      <RaceRoom
        key={`${upper}-${watching}-${round}`}
        entry={watching ? { type: "watch", code: upper } : { type: "join", code: upper }}
        onLeave={leave}
      />
    );
  }
  if (quick) return <RaceRoom key={round} entry={quick} onLeave={leave} />;

  const openRoom = async () => {
    setOpening(true);
    setProblem(null);
    try {
      const room = await api(createRace, { body: { difficulty } });
      await navigate(room.path);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-gray-300">
        Race up to four other typists on the same passage, live. Everyone types the passage the
        server picks; the first to type it all, with every mistake fixed, wins.
      </p>
      <Card className="space-y-5 p-5 sm:p-6">
        <DifficultySelect inline />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Button
              variant="primary"
              size="lg"
              className="w-full"
              onClick={() => setQuick({ type: "quick", difficulty })}
            >
              Quick race
            </Button>
            <p className="text-sm text-gray-400">
              Race whoever is waiting: it starts when five are in, or shortly after a second typist
              joins.
            </p>
          </div>
          <div className="space-y-2">
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              disabled={opening}
              onClick={() => void openRoom()}
            >
              Create private room
            </Button>
            <p className="text-sm text-gray-400">
              Get a link to share with friends; you start the race when they are in.
            </p>
          </div>
        </div>
        <RankedEntry
          signedIn={user !== null}
          onRace={() => setQuick({ type: "ranked", difficulty })}
        />
        {problem && <Alert kind="error">{problem}</Alert>}
        <p className="text-sm text-gray-400">
          {user
            ? `You race as ${user.username}; your finished races are saved to your history.`
            : "You race under a guest name. Sign in to race under your username and keep your races."}
        </p>
      </Card>
      {user && <LazyRaceHistory.Component />}
    </div>
  );
}
