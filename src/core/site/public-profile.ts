import { modeLabel } from "../typing/mode-label.ts";
import { type MetaTag, previewTags } from "./page-meta.ts";
import { withSite } from "./site.ts";

/** What a profile's link preview and picture show: its typist, tests and fastest best. */
export interface ProfileCard {
  username: string;
  tests: number;
  best: { wpm: number; mode: string } | null;
}

/** The fastest of a typist's personal bests, the first listed of equals; null before one. */
export function fastestBest<B extends { wpm: number; mode: string }>(
  bests: readonly B[],
): B | null {
  return bests.reduce<B | null>((best, b) => (best && best.wpm >= b.wpm ? best : b), null);
}

export const profileTitle = (username: string) => withSite(`${username}'s typing profile`);

export function profileDescription({ username, tests, best }: ProfileCard): string {
  const taken = `${tests.toLocaleString("en-US")} ${tests === 1 ? "test" : "tests"} taken`;
  return best
    ? `${username} types up to ${best.wpm} WPM (${modeLabel(best.mode)}), ${taken} on TypeTempo.`
    : `${username} on TypeTempo: ${taken}.`;
}

/** The head a public profile's page answers link previews with. */
export function publicProfileMeta(
  card: ProfileCard,
  { url, imageUrl }: { url: string; imageUrl: string },
): MetaTag[] {
  return [
    ...previewTags({
      title: profileTitle(card.username),
      description: profileDescription(card),
      type: "profile",
      imageUrl,
      imageAlt: `${card.username}'s typing profile on TypeTempo: ${
        card.best ? `best ${card.best.wpm} WPM` : "no personal best yet"
      }`,
    }),
    { property: "og:url", content: url },
    { name: "robots", content: "noindex" },
  ];
}
