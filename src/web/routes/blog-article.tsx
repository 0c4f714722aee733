import { Link } from "react-router";
import { SITE_NAME } from "../../core/site/site.ts";
import { findArticle } from "../features/content/articles.ts";
import { Prose } from "../ui/Prose.tsx";
import { ShareArticleButton } from "../features/content/ShareArticleButton.tsx";
import { pagePath, pageHead } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import type { Route } from "./+types/blog-article";
import { PATHS } from "../../core/site/paths.ts";

/** Each article sets its own title and social metadata; leaving it restores the next page's. */
export const meta = routeMeta;

/**
 * Runs at build time only (every article is prerendered): the article's HTML lands in the page
 * and in a small .data file for in-app navigation, so no article text ships in the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const article = findArticle(pagePath(request));
  if (!article) throw new Response("Article not found", { status: 404, statusText: "Not Found" });
  return { ...pageHead(request), article };
}

function BackToArticles() {
  return (
    <Link
      to={PATHS.blog}
      className="inline-flex items-center gap-1 text-sm font-medium text-amber-300 hover:text-amber-200 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Articles
    </Link>
  );
}

export default function BlogArticle({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <article className="space-y-8">
      <BackToArticles />
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl leading-tight font-bold text-white sm:text-4xl">
          {article.headline}
        </h1>
        <p className="text-lg text-gray-300">{article.description}</p>
        <p className="text-sm text-gray-400">
          {article.readingMinutes} min read · {SITE_NAME} team
        </p>
      </header>
      <Prose html={article.html} />
      <footer className="flex max-w-3xl flex-wrap items-center justify-between gap-4 border-t border-gray-800 pt-6">
        <ShareArticleButton title={article.headline} />
        <BackToArticles />
      </footer>
    </article>
  );
}
