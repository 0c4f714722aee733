import type { ArticleEntry } from "../../../core/site/route-catalog.ts";

/** The article's title without the site suffix of its browser title. */
export function articleHeadline(article: ArticleEntry): string {
  return article.title.replace(/ \| [^|]*$/, "");
}
