import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { writeAppManifest } from "./scripts/app-manifest.ts";
import { precompress } from "./scripts/precompress.ts";
import { writeServiceWorker } from "./scripts/service-worker.ts";
import { writeSocialImages } from "./scripts/social-images.ts";
import { PRERENDERED_PATHS } from "./src/core/site/route-catalog.ts";

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A single-page app served by our own Fastify server; every known route is prerendered so
  // its HTML carries the page's title and metadata before any JavaScript runs.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  // Last, once the pages are prerendered: the link-preview pictures their meta tags name, the
  // app manifest and its icons, the service worker that precaches the build, then brotli and
  // gzip copies of every text file, which the server sends to browsers that accept them.
  async buildEnd({ reactRouterConfig }) {
    const client = path.resolve(reactRouterConfig.buildDirectory, "client");
    console.log(`Drew ${await writeSocialImages(client)} link-preview pictures in og/.`);
    await writeAppManifest(client);
    const worker = await writeServiceWorker(client);
    console.log(
      `Wrote sw.js, precaching ${worker.files} files (${(worker.bytes / 1024).toFixed(0)} kB).`,
    );
    const { files, bytes, brotliBytes } = await precompress(client);
    console.log(
      `Precompressed ${files} files in ${path.relative(process.cwd(), client)}: ${(bytes / 1024).toFixed(0)} kB, ${(brotliBytes / 1024).toFixed(0)} kB with brotli.`,
    );
  },
} satisfies Config;
