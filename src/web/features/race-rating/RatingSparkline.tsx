import { useId } from "react";

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 4;

/**
 * A rating's course over the races given, oldest first, as one line: light enough to draw
 * without a charting library. `label` says in words what it shows.
 */
export function RatingSparkline({ ratings, label }: { ratings: readonly number[]; label: string }) {
  const titleId = useId();
  if (ratings.length < 2) return null;
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const span = high - low || 1;
  const points = ratings
    .map((rating, i) => {
      const x = PAD + (i / (ratings.length - 1)) * (WIDTH - 2 * PAD);
      const y = PAD + ((high - rating) / span) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-12 w-full max-w-md"
      data-testid="rating-sparkline"
    >
      <title id={titleId}>{label}</title>
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
        className="text-amber-300"
      />
    </svg>
  );
}
