/**
 * Where the typist's best 60-second speed stands among the site's typists (issue 35): "faster
 * than N % of typists on TypeTempo". A slot for now, rendering nothing: the numbers come from
 * `GET /api/typists/percentile?wpm=`, which the server does not serve yet. To fill it, fetch that
 * route with `best` and show `percentileSentence` (src/core/lessons/typist-percentile.ts) of its
 * answer; `best` null (no 60-second test yet) shows nothing still.
 */
export function TypistPercentile({ best }: { best: number | null }) {
  void best;
  return null;
}
