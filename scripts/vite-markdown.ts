import { Marked } from "marked";
import type { Plugin } from "vite";

const marked = new Marked({ gfm: true, async: false });

/**
 * `import html from "../content/x.md"` gives the Markdown rendered to an HTML string at build
 * time, so no Markdown parser ships to the browser. Pages insert it as their prose.
 */
export function markdownAsHtml(): Plugin {
  return {
    name: "typetempo:markdown-as-html",
    enforce: "pre",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      const html = marked.parse(source) as string;
      return { code: `export default ${JSON.stringify(html)};`, map: null };
    },
  };
}
