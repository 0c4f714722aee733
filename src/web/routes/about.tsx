import { Link } from "react-router";
import { SITE_NAME } from "../../core/site/site.ts";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import { Card } from "../ui/Card.tsx";
import { buttonClass } from "../ui/Button.tsx";
import { PATHS } from "../../core/site/paths.ts";

export const meta = routeMeta;
export const loader = metaLoader;

const FEATURES = [
  {
    title: "Tests for every goal",
    text: "Timed tests from 30 seconds to 10 minutes and fixed-length passages from 300 to 2000 characters, each at easy, medium or hard difficulty.",
  },
  {
    title: "Feedback you can act on",
    text: "Live speed and accuracy while you type, then every mistake with what you typed and what was expected, and a graph of your speed over the test.",
  },
  {
    title: "Results you can trust",
    text: "Scores are recalculated on our server from what you typed, and results that do not look human are kept off the leaderboard.",
  },
];

const KEY_FEATURES = [
  "Six timed tests (30 seconds, 1, 2, 3, 5 and 10 minutes), ten character tests (300 to 2000 characters) and four word tests (10, 25, 50 and 100 words)",
  "Three difficulty levels, remembered between visits",
  "Live words per minute and accuracy as you type",
  "A results panel with your mistakes, error rate and a speed graph",
  "Free accounts that save every result to a profile with averages and a progress chart",
  "A global leaderboard of timed tests by duration and difficulty",
  "A word count tool that estimates reading and typing time",
  "A typing guide, an FAQ and articles on how to practise",
  "Sharing of your results by link, on social networks or as an image",
  "Your data in your hands: download it as JSON or CSV, or delete your account, at any time",
];

const AUDIENCES = [
  {
    who: "Students",
    text: "Type essays and notes faster, and get ready for exams that are written on a computer.",
  },
  {
    who: "Professionals",
    text: "Answer e-mail and chat in less time, and check your speed before an application that asks for it.",
  },
  {
    who: "Writers",
    text: "Keep your hands up with your thoughts, and know how long a draft will take to type.",
  },
  {
    who: "Programmers",
    text: "Spend less effort on the reviews, tickets and documents that fill much of a developer's day.",
  },
  {
    who: "Enthusiasts",
    text: "Chase a personal best, climb the leaderboard and compare your progress over months.",
  },
];

export default function About() {
  return (
    <div className="space-y-12">
      <section aria-labelledby="about-mission" className="max-w-3xl space-y-4">
        <h1 id="about-mission" className="text-3xl font-bold text-white">
          About {SITE_NAME}
        </h1>
        <p className="text-lg leading-relaxed text-gray-300">
          Our mission is simple: to help anyone type faster and more accurately, for free, with
          feedback that is honest enough to learn from.
        </p>
        <p className="leading-relaxed text-gray-300">
          Typing is the way most of us write, work and talk to each other, yet few people ever learn
          it properly. {SITE_NAME} gives you a quick, accurate measurement of where you stand, shows
          you exactly where your mistakes are, and keeps a record of your progress if you want one.
          There are no adverts, no paywalls and no account needed to take a test.
        </p>
      </section>

      <section aria-labelledby="about-offers">
        <h2 id="about-offers" className="text-xl font-semibold text-white">
          What we offer
        </h2>
        <ul className="mt-4 grid gap-5 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <Card as="li" key={feature.title} className="p-6">
              <h3 className="font-semibold text-amber-300">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-300">{feature.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-features">
        <h2 id="about-features" className="text-xl font-semibold text-white">
          Key features
        </h2>
        <ul className="mt-4 grid gap-x-8 gap-y-3 md:grid-cols-2">
          {KEY_FEATURES.map((item) => (
            <li key={item} className="flex gap-3 text-gray-300">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-1 size-4 shrink-0 text-emerald-400"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-who">
        <h2 id="about-who" className="text-xl font-semibold text-white">
          Who {SITE_NAME} is for
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <Card tone="faint" key={audience.who} className="p-5">
              <dt className="font-semibold text-white">{audience.who}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-gray-300">{audience.text}</dd>
            </Card>
          ))}
        </dl>
      </section>

      <section className="rounded-xl border border-amber-400/30 bg-gray-900 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
        <p className="text-gray-200">Ready to see where you stand? It takes one minute.</p>
        <div className="mt-4 flex flex-wrap gap-3 sm:mt-0">
          <Link to="/1-minute" className={buttonClass("primary", "lg")}>
            Take the 1 minute test
          </Link>
          <Link
            to={PATHS.contact}
            className="rounded-lg border border-gray-600 px-5 py-2.5 font-semibold text-gray-100 hover:border-gray-400"
          >
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
