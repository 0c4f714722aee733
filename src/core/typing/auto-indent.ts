/**
 * The typed value with the next line's indentation filled in (issue "More ways to type": in
 * code the typist never types leading indentation). When the value's last character is a line
 * break where the text has one, the spaces that begin the text's next line follow it, so the
 * caret lands on that line's first character. Any other value comes back as it is. Called on a
 * line break only, so a keystroke costs nothing more.
 */
export function autoIndent(text: string, typed: string): string {
  const at = typed.length - 1;
  // An empty value has no last character (typed[-1] is undefined), so it comes back as it is.
  if (typed[at] !== "\n" || text[at] !== "\n") return typed;
  let end = at + 1;
  while (text[end] === " ") end++;
  return typed + text.slice(at + 1, end);
}
