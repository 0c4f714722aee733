import { Link } from "react-router";
import { NOT_FOUND_PAGE } from "../../core/site/not-found-page.ts";
import { pageMeta } from "../../core/site/page-meta.ts";

export const meta = () => pageMeta(NOT_FOUND_PAGE);

export default function NotFound() {
  return (
    <section className="py-10 text-center">
      <p className="text-6xl font-bold text-amber-400">404</p>
      <h2 className="mt-4 text-2xl font-semibold text-white">Page not found</h2>
      <p className="mx-auto mt-3 max-w-md text-gray-300">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-amber-400 px-5 py-2.5 font-semibold text-gray-950 hover:bg-amber-300"
        >
          Take a typing test
        </Link>
        <Link
          to="/help"
          className="rounded-lg border border-gray-700 px-5 py-2.5 font-semibold text-gray-100 hover:border-gray-500"
        >
          Read the typing guide
        </Link>
      </div>
    </section>
  );
}
