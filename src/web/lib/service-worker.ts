/**
 * Registers the service worker (scripts/service-worker.ts) once the browser is idle after the
 * page has hydrated, so its precaching never competes with the page's first load. Nothing
 * else: a new version waits until no tab uses the old one
 * (docs/decisions/0017-offline-with-workbox-and-no-forced-update.md). Kept this small as every
 * page's first load carries it.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV) return;
  // Refused where the browser allows no worker (some private windows, tests that block them):
  // the site then works as before, online.
  const register = () => navigator.serviceWorker?.register("/sw.js").catch(() => {});
  if (typeof requestIdleCallback === "function") requestIdleCallback(register);
  else setTimeout(register, 1000);
}
