import { Link, useLocation } from "react-router";
import { ARTICLES } from "../../core/route-catalog.ts";
import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function BlogArticle() {
  const { pathname } = useLocation();
  const article = ARTICLES.find((entry) => entry.path === pathname.replace(/\/+$/, ""));
  return (
    <div className="space-y-6">
      <Link to="/blog" className="text-sm text-amber-300 hover:underline">
        ← Back to Articles
      </Link>
      <Planned title={article?.title.replace(/ \| .*$/, "") ?? "Article"}>
        <p>{article?.description}</p>
        <p>This {article?.readingMinutes} min read is being written.</p>
      </Planned>
    </div>
  );
}
