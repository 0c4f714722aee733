import type { KeyTile } from "../../../core/lessons/key-row.ts";

/** A confidence band of the key row, from red to green, or grey without figures. */
export type Band = "none" | "low" | "mid" | "near" | "met";

/**
 * Where a key's confidence falls (key-confidence.ts: 1 is at both targets): under half, under
 * three quarters, under the target, at it. A key under target never shows green, however close.
 */
export function bandOf(tile: Pick<KeyTile, "confidence" | "meetsTarget">): Band {
  const { confidence, meetsTarget } = tile;
  if (confidence === null) return "none";
  if (meetsTarget) return "met";
  if (confidence < 0.5) return "low";
  return confidence < 0.75 ? "mid" : "near";
}

/**
 * Each band's tile: a faint wash of its colour with the theme's plain text on it, as the heatmap
 * does, so the text keeps its contrast in every theme, and a solid bar in the colour.
 */
export const BAND_CLASSES: Record<Band, { tile: string; bar: string }> = {
  none: { tile: "bg-gray-900", bar: "bg-gray-700" },
  low: { tile: "bg-red-500/15", bar: "bg-red-500" },
  mid: { tile: "bg-orange-400/15", bar: "bg-orange-400" },
  near: { tile: "bg-amber-400/15", bar: "bg-amber-400" },
  met: { tile: "bg-emerald-500/15", bar: "bg-emerald-500" },
};

/**
 * The figure under a key, so its state is read as well as seen: its confidence as a percent of
 * the targets, ✓ at them, "new" before it has figures; a key not in play yet is "locked" and a
 * skipped one "skipped".
 */
export function tileNote(tile: KeyTile): string {
  if (tile.status === "skipped") return "skipped";
  if (tile.status === "locked-out") return "locked";
  if (tile.confidence === null) return "new";
  if (tile.meetsTarget) return "✓";
  return `${Math.floor(tile.confidence * 100)}%`;
}

/**
 * A key's state in words, after its character and note in its button's name: "28 WPM, 96 %
 * accuracy, below target, focus".
 */
export function tileDescription(tile: KeyTile): string {
  const parts: string[] = [];
  if (tile.status === "skipped") parts.push("skipped");
  else if (tile.status === "locked-out") parts.push("not unlocked yet");
  if (tile.figures) {
    parts.push(
      `${Math.round(tile.figures.wpm)} WPM`,
      `${Math.floor(tile.figures.accuracy * 100)} % accuracy`,
      tile.meetsTarget ? "at target" : "below target",
    );
  } else if (tile.status === "in-play") parts.push("no figures yet");
  if (tile.focus) parts.push("focus");
  return parts.join(", ");
}
