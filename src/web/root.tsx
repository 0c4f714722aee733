import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AppShell } from "./shell/AppShell.tsx";
import { settingsScript } from "../core/settings/settings-script.ts";
import { PALETTE_BACKGROUNDS } from "../core/settings/settings.ts";
import { APPLE_TOUCH_ICON, MANIFEST_PATH } from "../core/site/app-manifest.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { navigationLoader } from "./shell/navigation-loader.ts";

export const loader = navigationLoader;

// The navigation never changes after the build, so moving between pages never fetches it again.
export const shouldRevalidate = () => false;

/**
 * Applies the stored theme and settings before the first paint (allowed by its CSP hash). Only
 * the prerendered page needs its text: hydration keeps the script as it is and never runs it
 * again, so the browser's bundle leaves the script's code out of every page's first load.
 */
const SETTINGS_SCRIPT = import.meta.env.SSR ? settingsScript() : "";

export function Layout({ children }: { children: ReactNode }) {
  // Says the page has hydrated and its controls answer: browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    registerServiceWorker();
  }, []);
  return (
    // The head script sets the settings' attributes on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before the script, which sets it to the palette shown. */}
        <meta name="theme-color" content={PALETTE_BACKGROUNDS.dark} suppressHydrationWarning />
        <script dangerouslySetInnerHTML={{ __html: SETTINGS_SCRIPT }} suppressHydrationWarning />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={MANIFEST_PATH} />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center text-gray-300" role="status">
      Loading TypeTempo…
    </div>
  );
}

/** product 'The error catalogue': the router fallback. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-bold text-white">Unexpected Application Error!</h1>
      <p className="mt-4 text-gray-300">{detail}</p>
      <p className="mt-6">
        <a href="/" className="text-amber-300 underline hover:text-amber-200">
          Back to the typing test
        </a>
      </p>
    </main>
  );
}
