import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { markdownAsHtml } from "./scripts/vite-markdown.ts";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [markdownAsHtml(), tailwindcss(), reactRouter()],
  resolve: {
    // `npm run bench:typing` builds a second copy with the naive renderer as its baseline.
    alias: process.env.TYPING_BASELINE
      ? [
          {
            find: /^\.\/PassageView\.tsx$/,
            replacement: path.resolve("bench/typing/NaivePassageView.tsx"),
          },
        ]
      : [],
  },
  server: {
    port: 5173,
    // In development the API runs in its own watched process; the browser still talks to one origin.
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
