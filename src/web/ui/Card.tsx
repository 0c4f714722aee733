import type { HTMLAttributes } from "react";

/** Card backgrounds: the usual panel, a fainter one for secondary lists, or none. */
export type CardTone = "solid" | "faint" | "bare";

const TONES: Record<CardTone, string> = {
  solid: "bg-gray-900",
  faint: "bg-gray-900/60",
  bare: "",
};

/**
 * The site's card: a rounded panel with a quiet border. For elements that are not plain
 * containers (links, forms, the typing area) that still look like one.
 */
export function cardClass(className = "", tone: CardTone = "solid"): string {
  return ["rounded-xl border border-gray-800", TONES[tone], className].filter(Boolean).join(" ");
}

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "li";
  tone?: CardTone;
};

/** A card; `className` adds the padding and layout of each use. */
export function Card({ as: Tag = "div", tone, className, ...props }: CardProps) {
  return <Tag className={cardClass(className, tone)} {...props} />;
}
