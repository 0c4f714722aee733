/** Markdown files import as their HTML, rendered at build time (scripts/vite-markdown.ts). */
declare module "*.md" {
  const html: string;
  export default html;
}
