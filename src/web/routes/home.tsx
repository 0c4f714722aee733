import { Link } from "react-router";
import { SITE_NAME } from "../../core/site/site.ts";
import type { NavLinkItem } from "../../core/site/navigation.ts";
import { PATHS } from "../../core/site/paths.ts";
import { metaLoader } from "../shell/page-loader.ts";
import { useSiteNavigation } from "../shell/use-site-navigation.ts";
import { routeMeta } from "../shell/route-meta.ts";
import { SignInPrompt } from "../features/profile/SignInPrompt.tsx";
import { AccountDeletedNotice } from "../features/profile/AccountDeletedNotice.tsx";
import { Card, cardClass } from "../ui/Card.tsx";

export const meta = routeMeta;
export const loader = metaLoader;

function TestGroup({
  title,
  intro,
  links,
  columns,
}: {
  title: string;
  intro: string;
  links: NavLinkItem[];
  columns: string;
}) {
  return (
    <Card as="section" className="p-6">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <p className="mt-1 text-sm text-gray-400">{intro}</p>
      <ul className={`mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 ${columns}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-lg border border-gray-700 bg-gray-800 px-3 py-2.5 text-center text-sm font-medium text-gray-100 transition-colors hover:border-amber-400 hover:text-amber-300"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const CARDS: { to: string; title: string; text: string }[] = [
  {
    to: PATHS.race,
    title: "Typing Race",
    text: "Race up to four other typists live on the same passage.",
  },
  {
    to: PATHS.practice,
    title: "Practice",
    text: "Drill your weakest keys or type your own text, never ranked.",
  },
  {
    to: PATHS.leaderboard,
    title: "Global Rankings",
    text: "See the fastest timed results by duration and difficulty.",
  },
  {
    to: PATHS.profile,
    title: "Your Profile",
    text: "Keep your results, averages and progress chart.",
  },
  {
    to: PATHS.help,
    title: "How to Type",
    text: "Finger positions, posture and drills that build speed.",
  },
  {
    to: PATHS.wordCountTool,
    title: "Word Count Tool",
    text: "Count words and estimate reading and typing time.",
  },
  { to: PATHS.faq, title: "FAQ", text: "Normal speeds, how WPM is computed, realistic goals." },
  {
    to: PATHS.about,
    title: `About ${SITE_NAME}`,
    text: "Why we built a typing test you can trust.",
  },
];

export default function Home() {
  const { lists } = useSiteNavigation();
  return (
    <div className="space-y-8">
      <SignInPrompt />
      <AccountDeletedNotice />
      <p className="max-w-3xl text-lg leading-relaxed text-gray-300">
        Measure how fast and how accurately you type. Pick a timed test, a fixed-length passage or a
        set number of words, choose a difficulty in the menu, and start typing: the clock starts on
        your first key. Race other typists live, or practise the keys that slow you down.
      </p>
      <div className="grid gap-6">
        <TestGroup
          title="Time-based tests"
          intro="Type as much as you can before the countdown ends."
          links={lists["Timed tests"] ?? []}
          columns="lg:grid-cols-6"
        />
        <TestGroup
          title="Character-based tests"
          intro="Type a passage of a set length at your own pace."
          links={lists["Character tests"] ?? []}
          columns="lg:grid-cols-5"
        />
        <TestGroup
          title="Word-based tests"
          intro="Type a set number of words at your own pace."
          links={lists["Word tests"] ?? []}
          columns="lg:grid-cols-4"
        />
      </div>
      <section aria-labelledby="explore">
        <h2 id="explore" className="text-lg font-semibold text-white">
          Explore
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className={cardClass("block h-full p-5 transition-colors hover:border-amber-400")}
              >
                <span className="font-semibold text-white">{card.title}</span>
                <span className="mt-1 block text-sm text-gray-400">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
