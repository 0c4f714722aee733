import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { endpointsWithoutSchemas } from "./scripts/vite-endpoints.ts";
import { markdownAsHtml } from "./scripts/vite-markdown.ts";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [endpointsWithoutSchemas(), markdownAsHtml(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Every page loads React, React Router and the shell, so each goes out as one file:
        // a dozen small shared chunks compress worse and cost more requests (bench:pages).
        // The client entry stays apart, as React Router imports it last to start hydration.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper/,
              priority: 4,
            },
            {
              // The shell and everything it imports, plus the `meta` every route shares, the
              // few-line components most pages use and the hook that loads every page's data,
              // each too small to be worth its own file, and the few lines through which a page
              // hands practice a text, and the passages' languages, which the typing box, the text
              // choice and the rankings' filters share.
              name: "shell",
              test: /src[\\/](web[\\/](shell[\\/](AppShell|route-meta)|ui[\\/](Alert|Button|Card|Spinner)|lib[\\/](use-loaded|practice-handoff))|core[\\/]texts[\\/]languages)\.tsx?$/,
              priority: 3,
            },
            {
              // The typing box and what records its keys and edits, which every page that types
              // shares (tests, practice, races, the lag test). Its own file, so that the keys
              // file below does not take the edits' few lines and come with them to every run.
              name: "typing-area",
              test: /src[\\/](web[\\/]typing[\\/](TypingArea|key-recorder)|core[\\/]typing[\\/](timeline|key-recording|edit-recorder))\.tsx?$/,
              priority: 2,
            },
            {
              // The keyboard layouts and what draws them: the heatmap of every result, the
              // on-screen keyboard and its setting, the lessons' order, and the lists they
              // choose with. One file, loaded when any of them is shown, rather than new small
              // ones in each lazy chunk's list of what to fetch, which every test page's first
              // load carries (bench:pages).
              name: "keys",
              test: /src[\\/](web[\\/](ui[\\/](KeyboardHeatmap|keyboard-geometry|Select)|lib[\\/](keyboard-layout-store|on-screen-keyboard-store))|core[\\/](insight[\\/](keyboard-layouts|key-label)|settings[\\/]on-screen-keyboard))\.tsx?$/,
              priority: 1,
            },
            {
              // What the pages listing results share: the formatting of dates and figures and the
              // links to results and replays. One file rather than two small ones.
              name: "result-format",
              test: /src[\\/]core[\\/](typing[\\/]format|site[\\/]result-paths)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API runs in its own watched process; the browser still talks to one origin.
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
