import { useId } from "react";

/** The wrapper's mark while Escape has hidden the line; cleared when pointer or focus leaves. */
const DISMISSED = "dismissed";

/**
 * A "?" button whose one-line explanation shows on hover and on focus, and is its accessible
 * description; Escape hides it until the pointer or focus leaves (WCAG 1.4.13), and only a
 * second Escape reaches the page. The line is placed under the nearest positioned ancestor, so
 * give the card it explains `relative`. The mark is the DOM's, so hiding waits for no render.
 */
export function InfoTip({ label, children }: { label: string; children: string }) {
  const id = useId();
  const reset = (wrapper: HTMLElement | null) => wrapper?.removeAttribute(`data-${DISMISSED}`);
  return (
    <span className="group/tip" onMouseLeave={(event) => reset(event.currentTarget)}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onBlur={(event) => reset(event.currentTarget.parentElement)}
        onKeyDown={(event) => {
          const wrapper = event.currentTarget.parentElement;
          if (event.key !== "Escape" || !wrapper || wrapper.hasAttribute(`data-${DISMISSED}`)) {
            return;
          }
          // This Escape is the explanation's: the page's own (a test's restart) must not see it.
          event.preventDefault();
          wrapper.setAttribute(`data-${DISMISSED}`, "");
        }}
        className="ml-1 inline-grid size-5 place-items-center rounded-full border border-gray-500 align-middle text-[0.7rem] leading-none font-bold text-gray-200 hover:border-amber-300 hover:text-amber-200"
      >
        ?
      </button>
      <span
        id={id}
        role="tooltip"
        className="absolute inset-x-0 top-full z-20 mt-1 hidden rounded-md border border-gray-600 bg-gray-950 px-2.5 py-1.5 text-left text-xs leading-snug font-normal text-gray-100 shadow-lg group-focus-within/tip:block group-hover/tip:block group-data-dismissed/tip:hidden"
      >
        {children}
      </span>
    </span>
  );
}
