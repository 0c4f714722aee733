import { useId, useState } from "react";
import { heatScale } from "../../core/insight/heat-scale.ts";
import type { KeyStat, KeyStats } from "../../core/insight/key-stats.ts";
import {
  KEYBOARD_LAYOUTS,
  type Key,
  type LayoutId,
  keyboardLayout,
} from "../../core/insight/keyboard-layouts.ts";
import { statsOnLayout } from "../../core/insight/layout-stats.ts";
import { setKeyboardLayout, useKeyboardLayout } from "../lib/keyboard-layout-store.ts";
import { keyLabel } from "../../core/insight/key-label.ts";
import { KEY_UNIT, SPACE_KEYS, rowOffset } from "./keyboard-geometry.ts";
import { Select } from "./Select.tsx";

type Metric = "speed" | "errors";

/** Each band's colour, coolest first; a key with no figure for the measure stays plain. */
const BANDS: Record<Metric, readonly string[]> = {
  speed: ["bg-amber-400/10", "bg-amber-400/20", "bg-amber-400/30", "bg-amber-400/45"],
  errors: ["bg-red-500/15", "bg-red-500/25", "bg-red-500/40", "bg-red-500/60"],
};

const errorRate = ([hits, errors]: KeyStat) => (errors / hits) * 100;
const meanMs = ([, , timed, ms]: KeyStat) => (timed > 0 ? ms / timed : null);
const value = (metric: Metric, stat: KeyStat) =>
  metric === "speed" ? meanMs(stat) : errorRate(stat);

/** A key's figures in words: its title, and what a screen reader says. */
function describe(name: string, stat: KeyStat | undefined): string {
  if (!stat) return `${name}: not typed`;
  const [hits, errors] = stat;
  const mean = meanMs(stat);
  const errorPart =
    errors === 0
      ? "no errors"
      : `${errors} ${errors === 1 ? "error" : "errors"} (${errorRate(stat).toFixed(1)}%)`;
  const timePart = mean === null ? "not timed" : `mean ${Math.round(mean)} ms`;
  return `${name}: ${hits} ${hits === 1 ? "hit" : "hits"}, ${errorPart}, ${timePart}`;
}

const keyName = (key: Key) => (key.base === " " ? "Space" : keyLabel(key.base));
const formatValue = (metric: Metric, n: number) =>
  metric === "speed" ? `${Math.round(n)} ms` : `${n.toFixed(1)}%`;

/**
 * A result's or a typist's key figures drawn on a keyboard (issue 15): each key coloured by its
 * mean time or its error rate, with its figures in its title and label, a legend naming each
 * colour's range, and the same figures as a table. The layout chosen is kept in this browser.
 */
export function KeyboardHeatmap({ stats }: { stats: KeyStats }) {
  const layoutId = useKeyboardLayout();
  const [metric, setMetric] = useState<Metric>("errors");
  const id = useId();
  const layout = keyboardLayout(layoutId);
  const { byKey, offLayout } = statsOnLayout(layout, stats.keys);
  const values = [...byKey.values()]
    .map((stat) => value(metric, stat))
    .filter((n): n is number => n !== null && (metric === "speed" || n > 0));
  const scale = heatScale(values, BANDS[metric].length, metric === "errors" ? 0 : null);
  const band = (stat: KeyStat | undefined) => {
    const n = stat ? value(metric, stat) : null;
    if (n === null || !scale || (metric === "errors" && n === 0)) return "bg-gray-900";
    return BANDS[metric][scale.level(n) - 1];
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <label className="text-sm text-gray-300">
          Keyboard layout{" "}
          <Select
            compact
            value={layoutId}
            onChange={(event) => setKeyboardLayout(event.target.value as LayoutId)}
            className="ml-1"
          >
            {KEYBOARD_LAYOUTS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </label>
        <fieldset className="flex items-center gap-1 text-sm text-gray-300">
          <legend className="float-left mr-2">Colour by</legend>
          {(
            [
              ["errors", "Error rate"],
              ["speed", "Speed"],
            ] as const
          ).map(([option, label]) => (
            <label
              key={option}
              className="cursor-pointer rounded-md border border-gray-600 px-2.5 py-1 text-gray-200 has-checked:border-amber-400 has-checked:bg-gray-700 has-checked:font-semibold has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-amber-400"
            >
              <input
                type="radio"
                name={`${id}-metric`}
                value={option}
                checked={metric === option}
                onChange={() => setMetric(option)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>

      <div
        role="group"
        aria-label={`${layout.name} keyboard, keys coloured by ${metric === "speed" ? "mean time" : "error rate"}`}
        className="@container space-y-1"
      >
        {layout.rows.map((row, r) => (
          <div
            key={r}
            className="flex gap-1"
            style={{ paddingLeft: `calc(${rowOffset(layout, r)} * ${KEY_UNIT})` }}
          >
            {row.map((key) => {
              const stat = byKey.get(key);
              const label = describe(keyName(key), stat);
              const space = key.base === " ";
              return (
                <span
                  key={key.base}
                  role="img"
                  aria-label={label}
                  title={label}
                  className={`flex items-center justify-center rounded border font-mono text-[0.7rem] sm:text-sm ${band(stat)} ${stat ? "border-gray-600 text-gray-100" : "border-dashed border-gray-700 text-gray-400"}`}
                  style={{
                    width: `calc(${space ? SPACE_KEYS : 1} * ${KEY_UNIT} - 0.25rem)`,
                    height: `calc(${KEY_UNIT} - 0.25rem)`,
                  }}
                >
                  {space ? "" : keyLabel(key.base)}
                </span>
              );
            })}
          </div>
        ))}
      </div>

      <Legend metric={metric} steps={scale?.steps ?? []} />
      {offLayout.length > 0 && (
        <p className="text-xs text-gray-400">
          Not on this keyboard, in the table only: {offLayout.map(keyLabel).join(", ")}.
        </p>
      )}
      <KeyTable stats={stats} />
    </div>
  );
}

/** Each colour with the range it stands for, so the map can be read without telling hues. */
function Legend({ metric, steps }: { metric: Metric; steps: { from: number; to: number }[] }) {
  return (
    <ul
      aria-label={metric === "speed" ? "Mean time per key" : "Error rate per key"}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-300"
    >
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-3.5 rounded border border-dashed border-gray-600 bg-gray-900"
        />
        Not typed
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded border border-gray-600 bg-gray-900" />
        {metric === "speed" ? "Not timed" : "No errors"}
      </li>
      {steps.map((step, i) => (
        <li key={i} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`size-3.5 rounded border border-gray-600 ${BANDS[metric][i]}`}
          />
          {/* The first error band starts above 0 %, which "No errors" stands for. */}
          {metric === "errors" && i === 0
            ? `up to ${formatValue(metric, step.to)}`
            : `${formatValue(metric, step.from)}–${formatValue(metric, step.to)}`}
        </li>
      ))}
      <li className="text-gray-400">
        {metric === "speed" ? "Darker is slower" : "Darker is more errors"}
      </li>
    </ul>
  );
}

/** The heatmap's figures as a table, every key typed, on the keyboard or not. */
function KeyTable({ stats }: { stats: KeyStats }) {
  return (
    <details data-screenshot="skip" className="text-sm text-gray-300">
      <summary className="cursor-pointer font-medium text-gray-200 hover:text-white">
        Key figures as a table
      </summary>
      <div
        className="mt-2 max-h-64 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label="Key figures"
      >
        <table className="w-full max-w-md text-left">
          <caption className="sr-only">Hits, error rate and mean time of each key</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Key
              </th>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Hits
              </th>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Error rate
              </th>
              <th scope="col" className="py-1 font-semibold">
                Mean time
              </th>
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {Object.entries(stats.keys).map(([name, stat]) => {
              const mean = meanMs(stat);
              return (
                <tr key={name} className="border-t border-gray-800">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {keyLabel(name)}
                  </th>
                  <td className="py-1 pr-4">{stat[0]}</td>
                  <td className="py-1 pr-4">{errorRate(stat).toFixed(1)}%</td>
                  <td className="py-1">{mean === null ? "–" : `${Math.round(mean)} ms`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
