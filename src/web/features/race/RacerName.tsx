import { Link } from "react-router";
import { profilePath } from "../../../core/site/result-paths.ts";

const linkClass = "underline decoration-gray-500 underline-offset-4 hover:decoration-current";

/**
 * A racer's name, linking to their public profile when they raced signed in (a guest has none).
 * In a live lane (`inLane`) the link opens a new tab, so a click does not leave the race, and is
 * kept out of the keyboard's way: the lane is drawn for the eye, read from its text, and the
 * standings link the same profiles once the race ends.
 */
export function RacerName({
  name,
  guest,
  inLane = false,
}: {
  name: string;
  guest: boolean;
  inLane?: boolean;
}) {
  if (guest) return <>{name}</>;
  return inLane ? (
    <Link to={profilePath(name)} target="_blank" rel="noopener" tabIndex={-1} className={linkClass}>
      {name}
    </Link>
  ) : (
    <Link to={profilePath(name)} className={linkClass}>
      {name}
    </Link>
  );
}
