import type { RacerView, RoomSnapshot } from "../../../core/race/protocol.ts";
import { ratingText } from "../../../core/race/rating-label.ts";

/**
 * A ranked room's word on ratings (product 'Ranked races'): the racer's own, who they were
 * matched with, and while they wait alone, that the search goes on. Once the race is over the
 * standings show the ratings it left.
 */
export function RankedNote({ room, you }: { room: RoomSnapshot; you: RacerView | undefined }) {
  if (room.kind !== "ranked" || room.phase === "finished" || !you?.rating) return null;
  const others = room.racers.filter((racer) => racer.id !== you.id && racer.rating);
  return (
    <div className="space-y-1 text-sm text-gray-300" data-testid="ranked-note">
      <p>
        Your rating: <span className="font-mono text-gray-100">{ratingText(you.rating)}</span>
        {room.phase === "waiting" &&
          others.length === 0 &&
          ". Looking for typists near it; the search widens the longer you wait."}
      </p>
      {others.length > 0 && (
        <p>
          Matched with{" "}
          {others.map((racer, i) => (
            <span key={racer.id}>
              {i > 0 && "; "}
              {racer.name}, rated <span className="font-mono">{ratingText(racer.rating!)}</span>
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}
