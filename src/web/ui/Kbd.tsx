import type { ReactNode } from "react";

/** A key's name in a keyboard hint. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-gray-700 px-1.5 py-0.5 font-mono text-xs">{children}</kbd>
  );
}
