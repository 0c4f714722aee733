import { ARTICLES, type ArticleEntry } from "../../../core/site/route-catalog.ts";
import digitalNomads from "../../../../content/articles/test-strategies-for-digital-nomads.md";
import hongKong from "../../../../content/articles/hong-kong-startups-typing-test-case-study.md";
import practicePlatform from "../../../../content/articles/typetempo-typing-practice-platform.md";
import { articleHeadline } from "./articles-meta.ts";

/** The body of each article of the route catalog, as HTML rendered at build time. */
const BODIES: Record<string, string> = {
  "/blog/test-strategies-for-digital-nomads-on-typetempo": digitalNomads,
  "/blog/typetempo-typing-practice-platform": practicePlatform,
  "/blog/hong-kong-startups-typing-test-case-study": hongKong,
};

export interface Article extends ArticleEntry {
  /** The title without the site suffix of the browser title. */
  headline: string;
  html: string;
}

export function findArticle(pathname: string): Article | undefined {
  const path = pathname.replace(/\/+$/, "");
  const entry = ARTICLES.find((article) => article.path === path);
  const html = entry && BODIES[entry.path];
  return entry && html ? { ...entry, headline: articleHeadline(entry), html } : undefined;
}
