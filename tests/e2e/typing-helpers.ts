import type { Page } from "@playwright/test";

/**
 * Types a whole text into the test: all but its last character at once, and the last as a key
 * press, which ends a length test the way a typist's last key does.
 */
export async function typeToEnd(page: Page, text: string) {
  await page.getByLabel("Type the passage here").focus();
  await page.keyboard.insertText(text.slice(0, -1));
  await page.keyboard.type(text.slice(-1));
}

/**
 * Types code as a typist does: each line's own characters, then Enter, which brings the next
 * line's indentation, so the indentation itself is never typed.
 */
export async function typeCodeLines(page: Page, text: string) {
  const lines = text.split("\n");
  const last = lines.pop() ?? "";
  await page.getByLabel("Type the passage here").focus();
  for (const line of lines) {
    await page.keyboard.insertText(line.trimStart());
    await page.keyboard.press("Enter");
  }
  const typed = last.trimStart();
  await page.keyboard.insertText(typed.slice(0, -1));
  await page.keyboard.type(typed.slice(-1));
}
