import { Link } from "react-router";
import { SPEED_CLASSES } from "../../../core/leaderboard/speed-classes.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { SpeedTable } from "../../ui/SpeedTable.tsx";

/** How the rankings are made, and the speed categories: below the table on /leaderboard. */
export function RankingsGuide() {
  return (
    <>
      <section aria-labelledby="understanding" className="space-y-3">
        <h2 id="understanding" className="text-xl font-semibold text-white">
          Understanding the Rankings
        </h2>
        <p className="leading-relaxed text-gray-300">
          Every verified timed test counts towards the totals above, but the table keeps only the
          best result of each typist for each duration and difficulty, so one person cannot fill the
          list. When two results tie on speed, the one set first ranks higher. Words per minute
          count only correctly typed characters: five characters make a word, divided by the length
          of the test. Results are checked on our server before they are ranked;{" "}
          <Link
            to={PATHS.faq}
            className="text-amber-300 underline underline-offset-2 hover:text-amber-200"
          >
            the FAQ explains how
          </Link>
          .
        </p>
        <p className="leading-relaxed text-gray-300">
          Character and word tests are not ranked, because their passages differ in length and
          typists choose when to stop. Use the filters to compare like with like: a 30-second sprint
          and a 5-minute test measure different things, and so do prose and common words.
        </p>
      </section>

      <section aria-labelledby="categories" className="space-y-3">
        <h2 id="categories" className="text-xl font-semibold text-white">
          Typing Speed Categories
        </h2>
        <SpeedTable
          className="max-w-md"
          caption="Speed categories in words per minute"
          rows={SPEED_CLASSES}
        />
      </section>
    </>
  );
}
