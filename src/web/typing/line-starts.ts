/**
 * Where lines begin inside a laid-out block whose text starts a line: the offsets in the
 * block's text of each line after the first. Read from the browser's own layout, so they hold
 * for any font, width and text.
 */
export function lineStartsIn(block: HTMLElement): number[] {
  const nodes: { node: Text; start: number }[] = [];
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let length = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: length });
    length += (node as Text).length;
  }
  const last = length - 1;
  if (last <= 0) return [];

  const range = document.createRange();
  const top = (offset: number) => {
    let i = nodes.length - 1;
    while (nodes[i]!.start > offset) i--;
    const { node, start } = nodes[i]!;
    range.setStart(node, offset - start);
    range.setEnd(node, offset - start + 1);
    return range.getBoundingClientRect().top;
  };
  // Characters of one line can sit a little apart (a fallback font's glyph); lines sit a full
  // line height apart.
  const half = Number.parseFloat(getComputedStyle(block).lineHeight) / 2;
  const starts: number[] = [];
  let lineStart = 0;
  let lineTop = top(0);
  while (top(last) > lineTop + half) {
    // Lines run in text order, so the next line's start is found by halving.
    let on = lineStart;
    let below = last;
    while (below - on > 1) {
      const mid = (on + below) >> 1;
      if (top(mid) > lineTop + half) below = mid;
      else on = mid;
    }
    starts.push(below);
    lineStart = below;
    lineTop = top(below);
  }
  return starts;
}
