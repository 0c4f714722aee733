import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/core/site/route-catalog.ts";

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A single-page app served by our own Fastify server; every known route is prerendered so
  // its HTML carries the page's title and metadata before any JavaScript runs.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
