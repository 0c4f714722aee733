import { PALETTE_BACKGROUNDS } from "../settings/settings.ts";
import { PRODUCT_NAME, SITE_NAME } from "./site.ts";

/**
 * The web app manifest, which makes the site installable on desktop and phone: Chromium asks
 * for a name, a start address, a standalone display and 192 and 512 pixel PNG icons, one of
 * them maskable (cut to any shape by a phone's launcher). The build writes it and draws its
 * icons (scripts/app-manifest.ts); every page's head names it.
 */
export const MANIFEST_PATH = "/manifest.webmanifest";
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

export interface AppIcon {
  path: string;
  size: number;
  /** Drawn edge to edge, the T inside the middle 80 % that a launcher's mask always keeps. */
  maskable: boolean;
  /** Listed in the manifest; iOS's icon is named by the page's head instead. */
  listed: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  { path: "/icons/icon-192.png", size: 192, maskable: false, listed: true },
  { path: "/icons/icon-512.png", size: 512, maskable: false, listed: true },
  { path: "/icons/maskable-512.png", size: 512, maskable: true, listed: true },
  // iOS rounds a home screen icon's corners itself, so it is drawn edge to edge.
  { path: APPLE_TOUCH_ICON, size: 180, maskable: true, listed: false },
];

export function appManifest() {
  return {
    name: `${SITE_NAME} ${PRODUCT_NAME}`,
    short_name: SITE_NAME,
    description: "Timed, character and word typing tests, practice and a global leaderboard.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: PALETTE_BACKGROUNDS.dark,
    theme_color: PALETTE_BACKGROUNDS.dark,
    icons: APP_ICONS.filter((icon) => icon.listed).map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.maskable ? "maskable" : "any",
    })),
  };
}
