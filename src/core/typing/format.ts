/**
 * product 'Constants and limits', duration label: 'N seconds' under a minute, then '1 minute' or
 * 'N minutes'.
 */
export function durationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** product 'Constants and limits': WPM and accuracy show one decimal place. */
export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

/**
 * product 'Constants and limits': en-US dates with short month, numeric day, year, hour and minute.
 */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  return new Date(value).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
}
