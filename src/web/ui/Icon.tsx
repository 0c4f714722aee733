import type { ReactNode } from "react";

/** A 24×24 line icon in the current text colour; decorative, so hidden from screen readers. */
export function Icon({
  children,
  className = "size-5",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CLOSE_PATH = "M6 6l12 12M18 6L6 18";
export const MENU_PATH = "M4 7h16M4 12h16M4 17h16";
