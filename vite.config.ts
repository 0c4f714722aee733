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
              priority: 7,
            },
            {
              // The shell and everything it imports, plus the `meta` every route shares, the
              // few-line components most pages use and the hook that loads every page's data,
              // each too small to be worth its own file, and the few lines through which a page
              // hands practice a text; the passages' languages, which the typing box, the text
              // choice and the rankings' filters share, and the few lines that load a part of a
              // page on demand, which most pages have; and where the browser keeps its key
              // figures, which weak-key practice sends as it opens and each run adds to.
              name: "shell",
              test: /src[\\/](web[\\/](shell[\\/](AppShell|route-meta)|ui[\\/](Alert|Button|Card|Spinner|lazy-component)|lib[\\/](use-loaded|practice-handoff)|typing[\\/]stored-key-stats-json)|core[\\/]texts[\\/]languages)\.tsx?$/,
              priority: 6,
            },
            {
              // What a test's text and figures are, which a run, a race, a replay and the result
              // pages share: the modes and their limits, the text choices and their languages'
              // names, a quote's credit and how passages are cut to length, the edits of a
              // timeline, the score and the speed over time. One file rather than eight of a few
              // hundred bytes each.
              name: "test-core",
              test: /src[\\/]core[\\/](texts[\\/](quote-source|text-choice|language-names)|typing[\\/](test-modes|mode-limits|timeline|scoring|wpm-history))\.ts$/,
              priority: 5,
            },
            {
              // The typing box and what records its keys and edits, which every page that types
              // shares (tests, practice, races, the lag test).
              name: "typing-area",
              test: /src[\\/](web[\\/]typing[\\/](TypingArea|key-recorder)|core[\\/]typing[\\/](key-recording|edit-recorder))\.tsx?$/,
              priority: 4,
            },
            {
              // The settings bar's lists and the loader of its text choice, which the settings
              // page shares: kept out of the run's file below, which takes what it imports.
              name: "setting-fields",
              test: /src[\\/](web[\\/]features[\\/]settings[\\/](SettingSelect|LazyTextChoiceFields)\.tsx|core[\\/]settings[\\/]settings-labels\.ts)$/,
              priority: 4,
            },
            {
              // A run, loaded as a test page starts, and the text choice of the settings bar,
              // which comes with it: one file with the few-line helpers they share.
              name: "typing-run",
              test: /src[\\/]web[\\/](typing[\\/]TypingRun|features[\\/]settings[\\/]TextChoiceFields)\.tsx$/,
              priority: 3,
            },
            {
              // Per-key figures and the browser's own store of them, which weak-key practice
              // reads as it opens: kept out of the keys file below, which draws them.
              name: "key-stats",
              test: /src[\\/](core[\\/](insight[\\/](key-stats|stats-by-name|keystrokes)|practice[\\/]stored-key-stats)|web[\\/]typing[\\/]key-stats-store)\.ts$/,
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
              // What a page drawn in the browser says of itself (its title and tags) and the
              // addresses of such pages: one file rather than three of a few hundred bytes.
              name: "client-page",
              test: /src[\\/]core[\\/](site[\\/](client-pages|page-meta)|account[\\/]password-reset)\.ts$/,
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
