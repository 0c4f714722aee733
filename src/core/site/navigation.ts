/** A link of the site's navigation. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** The side navigation's sections (product 'Screens and routes'), in the order they show. */
export const NAV_SECTIONS = [
  "Test Duration",
  "Practice",
  "Race",
  "Leaderboard",
  "Resources",
  "Settings",
  "Help",
] as const;
export type NavSectionTitle = (typeof NAV_SECTIONS)[number];

/** Where a page of the route catalog shows in the navigation. */
export interface NavPlacement {
  section: NavSectionTitle;
  /** A labelled list within the section, shown in two columns ('Timed tests'). */
  list?: string;
  label: string;
  /** The label where room is short (the side navigation's two columns). */
  short?: string;
}

/** A page's link in the footer: its label and place. */
export interface FooterPlacement {
  label: string;
  position: number;
}

export interface NavList {
  label?: string;
  columns: 1 | 2;
  links: NavLinkItem[];
}

export interface NavSection {
  title: NavSectionTitle;
  lists: NavList[];
}

/** The whole navigation: the side navigation's sections, the footer's links, and each page's full label. */
export interface SiteNavigation {
  sections: NavSection[];
  footer: NavLinkItem[];
  /** Full labels by list ('Timed tests'), for pages that show those lists whole. */
  lists: Record<string, NavLinkItem[]>;
}

/**
 * The navigation of a set of pages, in their order: each page with a placement joins its
 * section (and list), and the footer's pages sit by their position. A section no page is placed
 * in is left out.
 */
export function siteNavigation(
  pages: readonly { path: string; nav?: NavPlacement; footer?: FooterPlacement }[],
): SiteNavigation {
  const placed = pages.flatMap((page) => (page.nav ? [{ path: page.path, nav: page.nav }] : []));
  const sections = NAV_SECTIONS.flatMap((title): NavSection[] => {
    const inSection = placed.filter(({ nav }) => nav.section === title);
    if (inSection.length === 0) return [];
    const listNames = [...new Set(inSection.map(({ nav }) => nav.list))];
    return [
      {
        title,
        lists: listNames.map((list) => ({
          ...(list ? { label: list } : {}),
          columns: list ? 2 : 1,
          links: inSection
            .filter(({ nav }) => nav.list === list)
            .map(({ path, nav }) => ({ to: path, label: nav.short ?? nav.label })),
        })),
      },
    ];
  });
  const footer = pages
    .flatMap(({ path, footer }) => (footer ? [{ path, ...footer }] : []))
    .sort((a, b) => a.position - b.position)
    .map(({ path, label }) => ({ to: path, label }));
  const lists: Record<string, NavLinkItem[]> = {};
  for (const { path, nav } of placed) {
    if (nav.list) (lists[nav.list] ??= []).push({ to: path, label: nav.label });
  }
  return { sections, footer, lists };
}
