/** The programming languages of the Code text, one file each in content/code. */
export const CODE_LANGUAGES = [
  "javascript",
  "typescript",
  "python",
  "go",
  "rust",
  "sql",
  "bash",
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const CODE_LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
  go: "Go",
  rust: "Rust",
  sql: "SQL",
  bash: "Bash",
};

export function isCodeLanguage(value: string): value is CodeLanguage {
  return CODE_LANGUAGES.some((known) => known === value);
}
