import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Long-form writing rendered from Markdown at build time. Links to our own pages navigate
 * inside the app instead of reloading it.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The handler only upgrades clicks on real links, which stay keyboard-operable themselves.
    <div
      className={`${PROSE} ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Typography for rendered Markdown on the dark theme; every text colour passes 4.5:1. */
export const PROSE = [
  "max-w-3xl text-base leading-relaxed text-gray-300",
  "[&>*+*]:mt-4 [&>*:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-white [&_h2]:scroll-mt-20",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-white [&_h3]:scroll-mt-20",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-gray-100",
  "[&_a]:text-amber-300 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-amber-200",
  "[&_strong]:font-semibold [&_strong]:text-gray-100",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-gray-500",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-amber-400/60 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-gray-800 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-gray-100",
  "[&_table]:w-full [&_table]:text-sm",
  "[&_th]:border-b [&_th]:border-gray-700 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-gray-100",
  "[&_td]:border-b [&_td]:border-gray-800 [&_td]:px-3 [&_td]:py-2",
  "[&_hr]:my-8 [&_hr]:border-gray-800",
].join(" ");
