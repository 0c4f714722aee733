import { useState } from "react";
import { Prose } from "../../ui/Prose.tsx";
import { Card } from "../../ui/Card.tsx";

/** The collapsible explanation of product 'Text analyzer': a real button with aria-expanded. */
export function HowWordsAreCounted({ html }: { html: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card as="section">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="how-words-are-counted"
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-lg font-semibold text-white hover:bg-gray-800/60"
        >
          How are words counted?
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 shrink-0 text-gray-300 transition-transform ${open ? "rotate-180" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      <div id="how-words-are-counted" hidden={!open} className="border-t border-gray-800 px-5 py-4">
        <Prose html={html} className="[&_strong]:text-gray-100" />
      </div>
    </Card>
  );
}
