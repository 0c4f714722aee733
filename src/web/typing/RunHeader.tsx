import type { ReactNode } from "react";

const STAT_LABEL = "text-xs font-medium tracking-wider text-gray-400 uppercase";

/**
 * One live figure beside the clock (WPM, accuracy), hidden with the live stats setting unless
 * it is the test's progress (a word test's words), which says how far the end is.
 */
export function LiveStat({
  label,
  testId,
  progress = false,
  children,
}: {
  label: string;
  testId: string;
  progress?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={progress ? undefined : "tt-live-stat"}>
      <dt className={STAT_LABEL}>{label}</dt>
      <dd data-testid={testId} className="font-mono text-2xl font-semibold text-white tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/**
 * Above a run's text: its clock, the badge that says what is typed (the difficulty, or Zen,
 * Custom, Repeat), and its live figures.
 */
export function RunHeader({
  clockLabel,
  clock,
  badge,
  children,
}: {
  clockLabel: string;
  clock: string;
  badge: { label: string; value: string };
  children: ReactNode;
}) {
  return (
    <div className="tt-static flex flex-wrap items-end justify-between gap-4">
      <div>
        <p id="clock-label" className={STAT_LABEL}>
          {clockLabel}
        </p>
        <p
          role="timer"
          aria-labelledby="clock-label"
          data-testid="clock"
          className="font-mono text-4xl font-bold text-amber-300 tabular-nums"
        >
          {clock}
        </p>
      </div>
      <dl className="flex gap-6 text-right">
        <div>
          <dt className={STAT_LABEL}>{badge.label}</dt>
          <dd
            data-testid="test-difficulty"
            className="pt-1.5 text-lg font-semibold text-gray-100 capitalize"
          >
            {badge.value}
          </dd>
        </div>
        {children}
      </dl>
    </div>
  );
}
