import { Link } from "react-router";
import { SITE_NAME } from "../../core/site/site.ts";
import { useSiteNavigation } from "./use-site-navigation.ts";

export function Footer() {
  const { footer } = useSiteNavigation();
  return (
    <footer className="tt-frame mt-16 border-t border-gray-800 px-6 py-8 text-sm text-gray-400">
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-4 sm:flex-row">
        <p>© {SITE_NAME}. Free typing tests for everyone.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {footer.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
