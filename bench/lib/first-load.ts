import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Gzipped JavaScript a first visit of any page may load before it runs (the Delivery budget). */
export const JS_BUDGET_KB = 120;

const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

export interface PageWeight {
  path: string;
  js: Set<string>;
  css: Set<string>;
  /** Icons, images and fonts: what else the first paint fetches. */
  other: Set<string>;
}

/**
 * What a first visit of each prerendered page of a build loads, read from the page's own tags:
 * its scripts and everything they import statically, its stylesheets and what they name with
 * url(), its icon and images. A chunk reached only through a dynamic import() is lazy.
 */
export function builtSite(clientDir: string) {
  const read = (assetPath: string) => fs.readFileSync(path.join(clientDir, assetPath), "utf8");
  /** '/assets/x.js' for a specifier relative to the importing asset. */
  const resolve = (from: string, specifier: string) =>
    path.posix.join(path.posix.dirname(from), specifier);

  const gzipCache = new Map<string, number>();
  /** Bytes after gzip at level 9, what a static server or CDN typically sends. */
  function gzipped(assetPath: string): number {
    let size = gzipCache.get(assetPath);
    if (size === undefined) {
      const file = fs.readFileSync(path.join(clientDir, assetPath));
      size = zlib.gzipSync(file, { level: 9 }).length;
      gzipCache.set(assetPath, size);
    }
    return size;
  }

  /** A script and everything it imports statically, transitively. */
  function staticClosure(entries: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const asset = queue.pop()!;
      if (seen.has(asset)) continue;
      seen.add(asset);
      for (const match of read(asset).matchAll(STATIC_IMPORT)) {
        queue.push(resolve(asset, match[1]!));
      }
    }
    return seen;
  }

  function htmlFor(pagePath: string): string {
    const file = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
    return fs.readFileSync(path.join(clientDir, file), "utf8");
  }

  /** Files a stylesheet names with url(), fonts and images, as paths from the site's root. */
  function stylesheetFiles(cssPath: string): string[] {
    const found: string[] = [];
    for (const match of read(cssPath).matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const url = match[1]!;
      if (url.startsWith("data:") || /^[a-z]+:/i.test(url)) continue;
      const resolved = url.startsWith("/") ? url : resolve(cssPath, url);
      if (fs.existsSync(path.join(clientDir, resolved))) found.push(resolved);
    }
    return found;
  }

  /** What the browser fetches on a first visit, read from the page's own tags. */
  function firstLoad(pagePath: string): PageWeight {
    const html = htmlFor(pagePath);
    const scripts = new Set<string>();
    const css = new Set<string>();
    for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g))
      scripts.add(match[1]!);
    for (const match of html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)) scripts.add(match[1]!);
    // The inline bootstrap imports the manifest, the route modules and the client entry.
    for (const match of html.matchAll(
      /import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
    )) {
      scripts.add(match[1]!);
    }
    for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g))
      css.add(match[1]!);
    const other = new Set<string>();
    for (const match of html.matchAll(
      /<(?:link rel="(?:icon|preload)"[^>]*href|img[^>]*src)="(\/[^"]+)"/g,
    ))
      other.add(match[1]!);
    for (const sheet of css) for (const file of stylesheetFiles(sheet)) other.add(file);
    return { path: pagePath, js: staticClosure(scripts), css, other };
  }

  /** Scripts that some script imports with import() and that no first visit loads. */
  function lazyChunks(loadedFirst: Set<string>): Set<string> {
    const lazy = new Set<string>();
    for (const asset of fs
      .readdirSync(path.join(clientDir, "assets"))
      .filter((f) => f.endsWith(".js"))) {
      for (const match of read(`/assets/${asset}`).matchAll(DYNAMIC_IMPORT)) {
        const target = resolve(`/assets/${asset}`, match[1]!);
        if (!loadedFirst.has(target)) lazy.add(target);
      }
    }
    return lazy;
  }

  const sum = (assets: Iterable<string>) =>
    [...assets].reduce((total, asset) => total + gzipped(asset), 0);

  return { firstLoad, lazyChunks, gzipped, sum };
}
