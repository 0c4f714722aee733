import { Link } from "react-router";
import { PATHS } from "../../core/site/paths.ts";
import { ARTICLES } from "../../core/site/route-catalog.ts";
import { articleHeadline } from "../features/content/articles-meta.ts";
import { NewsletterBox } from "../features/content/NewsletterBox.tsx";
import { pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/blog-index";
import { Card, cardClass } from "../ui/Card.tsx";

export const meta = routeMeta;

/** Build time only: the article list, with each article's title and description from the catalog. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(request), articles: ARTICLES };
}

const RESOURCES = [
  {
    to: PATHS.help,
    title: "How to Type",
    text: "Finger positions, posture, accuracy drills and how to build speed without strain.",
  },
  {
    to: PATHS.home,
    title: "Take a Typing Test",
    text: "Timed tests from 30 seconds to 10 minutes and passages from 300 to 2000 characters.",
  },
  {
    to: PATHS.leaderboard,
    title: "Global Rankings",
    text: "The fastest timed results by duration and difficulty. See where you stand.",
  },
];

const TOPICS: Record<string, string> = {
  "/blog/test-strategies-for-digital-nomads-on-typetempo": "Remote work",
  "/blog/typetempo-typing-practice-platform": "Practice",
  "/blog/hong-kong-startups-typing-test-case-study": "Case study",
};

export default function BlogIndex({ loaderData: { articles } }: Route.ComponentProps) {
  return (
    <div className="space-y-12">
      <p className="max-w-3xl text-lg leading-relaxed text-gray-300">
        Practical writing about typing: how to practise, how to read your results and how teams use
        typing tests at work. Every article links straight to the tests it talks about.
      </p>

      <section aria-labelledby="featured-articles">
        <h2 id="featured-articles" className="text-xl font-semibold text-white">
          Featured articles
        </h2>
        <ul className="mt-4 grid gap-5 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.path}>
              <Card
                as="article"
                className="relative flex h-full flex-col p-6 transition-colors focus-within:border-amber-400 hover:border-amber-400"
              >
                <p className="text-xs font-semibold tracking-wide text-amber-300 uppercase">
                  {TOPICS[article.path] ?? "Article"}
                </p>
                <h3 className="mt-2 text-lg leading-snug font-semibold text-white">
                  <Link to={article.path} className="after:absolute after:inset-0 after:rounded-xl">
                    {articleHeadline(article)}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-300">
                  {article.description}
                </p>
                <p className="mt-4 text-sm text-gray-400">{article.readingMinutes} min read</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resources">
        <h2 id="resources" className="text-xl font-semibold text-white">
          Resources
        </h2>
        <ul className="mt-4 grid gap-5 md:grid-cols-3">
          {RESOURCES.map((resource) => (
            <li key={resource.to}>
              <Link
                to={resource.to}
                className={cardClass(
                  "block h-full p-5 transition-colors hover:border-amber-400",
                  "faint",
                )}
              >
                <span className="font-semibold text-white">{resource.title}</span>
                <span className="mt-1 block text-sm text-gray-300">{resource.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <NewsletterBox />
    </div>
  );
}
