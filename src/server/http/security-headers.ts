import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy } from "./csp.ts";

/** Browsers remember it for a year; sent in production, where the site is served over https. */
export const HSTS = "max-age=31536000; includeSubDomains";
const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Powerful browser features the site never uses are off for it and anything it could ever
 * embed, so injected script could not turn them on. The copy and paste buttons keep the
 * clipboard, for the site alone; the share sheet (results, articles) keeps its default, the site
 * alone, and is not named because Chromium on Linux does not know it and warns. Each name here
 * is one Chromium knows.
 */
export const PERMISSIONS_POLICY = [
  ...[
    "accelerometer",
    "autoplay",
    "browsing-topics",
    "camera",
    "compute-pressure",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "gamepad",
    "geolocation",
    "gyroscope",
    "hid",
    "identity-credentials-get",
    "idle-detection",
    "local-fonts",
    "magnetometer",
    "microphone",
    "midi",
    "otp-credentials",
    "payment",
    "picture-in-picture",
    "publickey-credentials-create",
    "publickey-credentials-get",
    "screen-wake-lock",
    "serial",
    "storage-access",
    "usb",
    "window-management",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
  "clipboard-read=(self)",
  "clipboard-write=(self)",
].join(", ");

/** The build's hashed scripts and stylesheets, which a page loads but never shows as a document. */
const SUBRESOURCE = /^(?:text|application)\/(?:javascript|css)\b/;

/**
 * Whether an answer is a script or stylesheet of the build's assets. The policies that govern a
 * document (what it may run, frame, open and use) do nothing on these, yet cost a kilobyte of
 * headers on each of the dozens a first visit fetches, so they go only on everything else: a
 * page, an API answer, an image (an SVG opened alone is a document).
 */
export function isBuiltSubresource(url: string, contentType: unknown): boolean {
  return url.startsWith("/assets/") && SUBRESOURCE.test(String(contentType ?? ""));
}

/**
 * Headers every answer carries, the document's policies on every answer but the build's
 * scripts and stylesheets. A prerendered page sets its own Content-Security-Policy, with the
 * hashes of its inline scripts; every other answer gets the policy without any.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (production) reply.header("strict-transport-security", HSTS);
    if (isBuiltSubresource(request.url, reply.getHeader("content-type"))) return payload;
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // A page another site opens cannot reach this one's window, nor this one another's. Sign-in
    // with a provider goes by redirects, not a popup, and the share windows open with noopener,
    // so nothing of the site needs an opener across origins.
    reply.header("cross-origin-opener-policy", "same-origin");
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", DEFAULT_CSP);
    }
    return payload;
  });
}
