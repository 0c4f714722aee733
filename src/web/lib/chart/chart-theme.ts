/**
 * A colour of the current theme as the canvas can use it: the computed value of a CSS colour
 * (a theme's custom properties, or a mix of them), read when the chart draws.
 */
function themeColor(css: string): string {
  const probe = document.createElement("span");
  probe.style.color = css;
  probe.style.display = "none";
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** A colour uPlot reads each time it draws, so a redraw picks up a new theme. */
export const themed = (css: string) => () => themeColor(css);

/** The axis text colour both charts share, in the page's theme. */
export const AXIS_TEXT = themed("var(--color-gray-400)");

/** An axis of the profile's and the lessons' charts: its labels, a faint grid and ticks. */
export const AXIS = {
  stroke: AXIS_TEXT,
  grid: { stroke: themed("var(--color-gray-800)") },
  ticks: { stroke: themed("var(--color-gray-700)") },
};

/** The one plotted line: the theme's accent, with a faint fill beneath it. */
export const AMBER_LINE = {
  stroke: themed("var(--color-amber-400)"),
  width: 2,
  fill: themed("color-mix(in srgb, var(--color-amber-400) 12%, transparent)"),
} as const;

/** The speed graph's raw speed: quieter than the net line, and dashed to tell it apart. */
export const RAW_LINE = {
  stroke: themed("var(--color-gray-400)"),
  width: 1.5,
  dash: [6, 4],
} as const;

/** The speed graph's marks on the seconds with errors: solid dots in the theme's red. */
export const ERROR_MARK = {
  stroke: themed("var(--color-red-400)"),
  fill: themed("var(--color-red-400)"),
  width: 2,
} as const;
