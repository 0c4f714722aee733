import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { headingForPath } from "../../core/site/page-headings.ts";
import { AuthModalHost } from "../features/auth/AuthModalHost.tsx";
import { Footer } from "./Footer.tsx";
import { SIDE_NAV_ID, SideNav } from "./SideNav.tsx";
import { Icon, MENU_PATH } from "../ui/Icon.tsx";
import { SettingsSync } from "./SettingsSync.tsx";

/** product §2 Shell: side navigation (a drawer on small screens), heading, content, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const setNavOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navOpen]);

  const closeNav = () => {
    setNavOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-amber-400 focus:px-4 focus:py-2 focus:text-gray-950"
      >
        Skip to content
      </a>
      <SideNav open={navOpen} onClose={closeNav} />
      {navOpen && (
        <div
          aria-hidden="true"
          data-testid="nav-overlay"
          onClick={closeNav}
          className="fixed inset-0 z-30 bg-black/60 lg:hidden"
        />
      )}
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-gray-800 bg-gray-950/90 px-4 backdrop-blur sm:px-6">
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
          <h1 className="truncate text-lg font-semibold text-white sm:text-xl">
            {headingForPath(pathname)}
          </h1>
        </header>
        <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
        <Footer />
      </div>
      <AuthModalHost />
      <SettingsSync />
    </div>
  );
}
