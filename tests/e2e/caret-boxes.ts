import type { Page } from "@playwright/test";

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box of a second caret drawn over the passage (the pace caret, a raced run's ghost) found
 * by its test id, and the box of passage character `index` as drawn beside it.
 */
export const caretAndCharBoxes = (
  page: Page,
  testId: string,
  index: number,
): Promise<{ caret: Box; char: Box }> =>
  page.evaluate(
    ([id, at]) => {
      const caret = document.querySelector<HTMLElement>(`[data-testid=${id}]`)!;
      const host = caret.parentElement!;
      const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
      let passed = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
        if (at < passed + node.length) {
          const range = document.createRange();
          range.setStart(node, at - passed);
          range.setEnd(node, at - passed + 1);
          const char = range.getBoundingClientRect();
          const drawn = caret.getBoundingClientRect();
          return {
            caret: { left: drawn.left, top: drawn.top, width: drawn.width, height: drawn.height },
            char: { left: char.left, top: char.top, width: char.width, height: char.height },
          };
        }
        passed += node.length;
      }
      throw new Error(`character ${at} is not drawn`);
    },
    [testId, index] as const,
  );
