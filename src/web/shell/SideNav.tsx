import type { KeyboardEvent, ReactNode, Ref } from "react";
import { Link, NavLink } from "react-router";
import { AccountNav } from "../features/auth/AccountNav.tsx";
import { DifficultySelect } from "../ui/DifficultySelect.tsx";
import type { NavList } from "../../core/site/navigation.ts";
import { useSiteNavigation } from "./use-site-navigation.ts";
import { CLOSE_PATH, Icon } from "../ui/Icon.tsx";

/** Labelled groups, not headings: the page's own h1 is the first heading a reader meets. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `nav-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <div role="group" aria-labelledby={id} className="px-3 py-3">
      <p id={id} className="mb-2 px-2 text-xs font-semibold tracking-wider text-gray-400 uppercase">
        {title}
      </p>
      {children}
    </div>
  );
}

function LinkList({ links, label, columns }: NavList) {
  return (
    <>
      {label && <p className="mt-2 mb-1 px-2 text-xs text-gray-400">{label}</p>}
      <ul className={columns === 2 ? "grid grid-cols-2 gap-0.5" : "space-y-0.5"}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `block rounded-md px-2 py-1.5 text-sm transition-colors ${
                  isActive
                    ? "bg-amber-400/15 font-medium text-amber-300"
                    : "text-gray-300 hover:bg-gray-800 hover:text-white"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export const SIDE_NAV_ID = "side-navigation";

interface SideNavProps {
  ref: Ref<HTMLElement>;
  open: boolean;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function SideNav({ ref, open, onClose, onKeyDown }: SideNavProps) {
  const { sections } = useSiteNavigation();
  return (
    <nav
      ref={ref}
      onKeyDown={onKeyDown}
      id={SIDE_NAV_ID}
      aria-label="Main"
      // Visible at once when opening, so it can take focus; hidden only after sliding out.
      className={`tt-frame fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-gray-800 bg-gray-900 duration-200 motion-reduce:transition-none lg:visible lg:w-64 lg:translate-x-0 ${
        open
          ? "visible translate-x-0 transition-[translate]"
          : "invisible -translate-x-full transition-[translate,visibility]"
      }`}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-800 px-5">
        <Link to="/" className="text-lg font-bold tracking-tight text-white">
          <span className="text-amber-400">Type</span>Tempo
          <span className="sr-only"> home</span>
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md p-2 text-gray-300 hover:bg-gray-800 hover:text-white lg:hidden"
          aria-label="Close navigation"
        >
          <Icon>
            <path d={CLOSE_PATH} />
          </Icon>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto pb-6">
        {sections.map(({ title, lists }) => (
          <Section key={title} title={title}>
            {/* The difficulty every test is typed at is set here, above the settings page's link. */}
            {title === "Settings" && (
              <div className="mb-2 px-2">
                <DifficultySelect />
              </div>
            )}
            {lists.map((list) => (
              <LinkList key={list.label ?? title} {...list} />
            ))}
          </Section>
        ))}
      </div>
      <AccountNav />
    </nav>
  );
}
