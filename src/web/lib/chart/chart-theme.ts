/** The axis text colour both charts share, on the site's dark theme. */
export const AXIS_TEXT = "#9ca3af";

/** The one plotted line: amber, with a faint fill beneath it. */
export const AMBER_LINE = {
  stroke: "#fbbf24",
  width: 2,
  fill: "rgba(251, 191, 36, 0.12)",
} as const;
