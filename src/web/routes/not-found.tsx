import { Link } from "react-router";
import { NOT_FOUND_PAGE } from "../../core/site/not-found-page.ts";
import { pageMeta } from "../../core/site/page-meta.ts";
import { buttonClass } from "../ui/Button.tsx";
import { PATHS } from "../../core/site/paths.ts";

export const meta = () => pageMeta(NOT_FOUND_PAGE);

export default function NotFound() {
  return (
    <section className="py-10 text-center">
      <p className="text-6xl font-bold text-amber-400">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-white">Page not found</h1>
      <p className="mx-auto mt-3 max-w-md text-gray-300">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary", "lg")}>
          Take a typing test
        </Link>
        <Link to={PATHS.help} className={buttonClass("secondary", "lg")}>
          Read the typing guide
        </Link>
      </div>
    </section>
  );
}
