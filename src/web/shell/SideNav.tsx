import type { KeyboardEvent, ReactNode, Ref } from "react";
import { Link, NavLink } from "react-router";
import { AccountNav } from "../features/auth/AccountNav.tsx";
import { DifficultySelect } from "../ui/DifficultySelect.tsx";
import {
  CHARACTER_LINKS,
  HELP_LINKS,
  PRACTICE_LINK,
  RACE_LINK,
  RESOURCE_LINKS,
  SETTINGS_LINK,
  TIMED_LINKS,
  type NavLinkItem,
} from "./nav-links.ts";
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

function LinkList({
  links,
  label,
  columns = 1,
}: {
  links: NavLinkItem[];
  label?: string;
  columns?: 1 | 2;
}) {
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

/** Two columns of full labels do not fit the drawer; the section label says what the numbers are. */
const CHARACTER_CHIPS = CHARACTER_LINKS.map((link) => ({
  ...link,
  label: link.label.replace(" Characters", " chars"),
}));

export const SIDE_NAV_ID = "side-navigation";

interface SideNavProps {
  ref: Ref<HTMLElement>;
  open: boolean;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function SideNav({ ref, open, onClose, onKeyDown }: SideNavProps) {
  return (
    <nav
      ref={ref}
      onKeyDown={onKeyDown}
      id={SIDE_NAV_ID}
      aria-label="Main"
      // Visible at once when opening, so it can take focus; hidden only after sliding out.
      className={`fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-gray-800 bg-gray-900 duration-200 motion-reduce:transition-none lg:visible lg:w-64 lg:translate-x-0 ${
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
        <Section title="Test Duration">
          <LinkList label="Timed tests" links={TIMED_LINKS} columns={2} />
          <LinkList label="Character tests" links={CHARACTER_CHIPS} columns={2} />
        </Section>
        <Section title="Practice">
          <LinkList links={[PRACTICE_LINK]} />
        </Section>
        <Section title="Race">
          <LinkList links={[RACE_LINK]} />
        </Section>
        <Section title="Leaderboard">
          <LinkList links={[{ to: "/leaderboard", label: "Global Rankings" }]} />
        </Section>
        <Section title="Resources">
          <LinkList links={RESOURCE_LINKS} />
        </Section>
        <Section title="Settings">
          <div className="px-2">
            <DifficultySelect />
          </div>
          <div className="mt-2">
            <LinkList links={[SETTINGS_LINK]} />
          </div>
        </Section>
        <Section title="Help">
          <LinkList links={HELP_LINKS} />
        </Section>
      </div>
      <AccountNav />
    </nav>
  );
}
