/**
 * A key-statistics name as a key shows it: letters upper-case as printed on keys, and the
 * spelt-out names capitalised ("space" → "Space").
 */
export function keyLabel(name: string): string {
  if (name.length > 1) return name[0]!.toUpperCase() + name.slice(1);
  const upper = name.toUpperCase();
  return upper.length === 1 ? upper : name;
}
