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

/** An axis of the profile's and the lessons' charts: its labels, a faint grid and ticks. */
export const AXIS = {
  stroke: themed("var(--color-gray-400)"),
  grid: { stroke: themed("var(--color-gray-800)") },
  ticks: { stroke: themed("var(--color-gray-700)") },
};

/** The one plotted line: the theme's accent, with a faint fill beneath it. */
export const AMBER_LINE = {
  stroke: themed("var(--color-amber-400)"),
  width: 2,
  fill: themed("color-mix(in srgb, var(--color-amber-400) 12%, transparent)"),
} as const;
