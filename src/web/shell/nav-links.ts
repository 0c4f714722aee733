import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  characterTestLabel,
  characterTestPath,
  timedTestPath,
} from "../../core/typing/test-modes.ts";
import { durationWords } from "../../core/typing/mode-label.ts";

export interface NavLinkItem {
  to: string;
  label: string;
}

export const TIMED_LINKS: NavLinkItem[] = TIMED_DURATIONS.map((seconds) => ({
  to: timedTestPath(seconds),
  label: durationWords(seconds),
}));

export const CHARACTER_LINKS: NavLinkItem[] = CHARACTER_LENGTHS.map((length) => ({
  to: characterTestPath(length),
  label: characterTestLabel(length),
}));

export const RESOURCE_LINKS: NavLinkItem[] = [
  { to: "/blog", label: "Blog & Articles" },
  { to: "/help", label: "How to Type" },
  { to: "/faq", label: "FAQ" },
  { to: "/word-count-tool", label: "Word Count Tool" },
];

export const PRACTICE_LINK: NavLinkItem = { to: "/practice", label: "Weak Keys & Custom Text" };

export const RACE_LINK: NavLinkItem = { to: "/race", label: "Race Other Typists" };

/** Every setting (the Settings section shows difficulty itself). */
export const SETTINGS_LINK: NavLinkItem = { to: "/settings", label: "Theme & Typing Settings" };

export const HELP_LINKS: NavLinkItem[] = [
  { to: "/contact", label: "Contact Support" },
  { to: "/about", label: "About TypeTempo" },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
];
