/**
 * product §5 length-test passage: repeat the source until it is long enough, cut it at the
 * target, and move the cut to a sentence end when one lies between 0.9× and 1.2× the target,
 * preferring to extend rather than to shorten.
 */
export function buildLengthPassage(source: string, target: number): string {
  const base = source.trim();
  if (base.length === 0 || target <= 0) return "";
  const limit = Math.floor(target * 1.2);
  let long = base;
  while (long.length < limit) long += ` ${base}`;
  const extendTo = long.indexOf(".", target - 1);
  if (extendTo !== -1 && extendTo < limit) return long.slice(0, extendTo + 1);
  const shortenTo = long.lastIndexOf(".", target - 1);
  if (shortenTo + 1 >= Math.ceil(target * 0.9)) return long.slice(0, shortenTo + 1);
  return long.slice(0, target).trimEnd();
}
