import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { ShellHeading } from "../../core/site/client-pages.ts";
import { PRODUCT_NAME } from "../../core/site/site.ts";
import { ACCOUNT_NAV_ID } from "../features/auth/AccountNav.tsx";
import { AuthModalHost } from "../features/auth/AuthModalHost.tsx";
import { Footer } from "./Footer.tsx";
import { SIDE_NAV_ID, SideNav } from "./SideNav.tsx";
import { Icon, MENU_PATH } from "../ui/Icon.tsx";
import { RouteAnnouncer } from "./RouteAnnouncer.tsx";
import { useDrawerFocus } from "./use-drawer-focus.ts";
import { SettingsSync } from "./SettingsSync.tsx";

const SKIP_LINK =
  "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-amber-400 focus:px-4 focus:py-2 focus:text-gray-950";

type HeadingSource = { heading?: ShellHeading } | undefined;

/**
 * The page's heading from the route catalog: a prerendered page's loader data, or a
 * browser-drawn page's route handle; the not-found page shows the product's name as plain text.
 */
function usePageHeading(): ShellHeading {
  const page = useMatches().at(-1);
  return (
    (page?.handle as HeadingSource)?.heading ??
    (page?.loaderData as HeadingSource)?.heading ?? { text: PRODUCT_NAME, h1: false }
  );
}

/** product 'Shell': side navigation (a drawer on small screens), heading, content, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const setNavOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const trapTab = useDrawerFocus(navOpen, navRef, toggleRef);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape in a dialog opened from the drawer (sign-in) closes only that dialog.
      const inDialog = event.target instanceof Element && event.target.closest("dialog");
      if (event.key === "Escape" && !inDialog) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navOpen]);

  const closeNav = () => setNavOpen(false);
  const heading = usePageHeading();
  const Heading = heading.h1 ? "h1" : "p";

  return (
    <div className="tt-nav-column min-h-dvh">
      <a href="#main" inert={navOpen} className={SKIP_LINK}>
        Skip to content
      </a>
      {/* Past the navigation's links to Sign In and Create Account; on a phone the account
          area is in the closed drawer, whose toggle comes next anyway. */}
      <a href={`#${ACCOUNT_NAV_ID}`} inert={navOpen} className={`${SKIP_LINK} max-lg:hidden`}>
        Skip to account
      </a>
      <SideNav ref={navRef} open={navOpen} onClose={closeNav} onKeyDown={trapTab} />
      {navOpen && (
        <div
          aria-hidden="true"
          data-testid="nav-overlay"
          onClick={closeNav}
          className="fixed inset-0 z-30 bg-black/60 lg:hidden"
        />
      )}
      {/* While the drawer is open, the page behind it is out of reach, as behind a dialog. */}
      <div inert={navOpen} className="flex min-h-dvh flex-col lg:pl-64">
        <header className="tt-frame sticky top-0 z-20 flex min-h-16 items-center gap-3 border-b border-gray-800 bg-gray-950/90 px-4 backdrop-blur sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setNavOpen(!navOpen)}
            aria-expanded={navOpen}
            aria-controls={SIDE_NAV_ID}
            aria-label="Open navigation"
            className="rounded-md p-2 text-gray-300 hover:bg-gray-800 hover:text-white lg:hidden"
          >
            <Icon className="size-6">
              <path d={MENU_PATH} />
            </Icon>
          </button>
          <Heading className="py-2 text-lg leading-tight font-semibold text-balance text-white sm:text-xl">
            {heading.text}
          </Heading>
        </header>
        <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
        <Footer />
      </div>
      <AuthModalHost />
      <RouteAnnouncer />
      <SettingsSync />
    </div>
  );
}
