import type { CatalogPage, PageEntry } from "./route-catalog.ts";
import { PRODUCT_NAME, SITE_NAME } from "./site.ts";

/** The size link previews show best (Open Graph's and X's large card). */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** A link-preview picture the build draws (scripts/social-images.ts), and what it shows. */
export interface SocialImage {
  /** Where the build writes it under build/client, and the site serves it. */
  path: string;
  heading: string;
  tagline: string;
  /** The words of the picture, for readers who do not see it. */
  alt: string;
}

function image(path: string, heading: string, tagline: string): SocialImage {
  return { path, heading, tagline, alt: `${SITE_NAME}: ${heading}. ${tagline}` };
}

export const SITE_IMAGE = image(
  "/og/site.png",
  `Free ${PRODUCT_NAME}`,
  "Timed tests from 30 seconds to 10 minutes and passages of 300 to 2000 characters.",
);

const TEST_TAGLINE = "See your words per minute, accuracy and every mistake.";

/**
 * Each test page has a picture naming its test; every other page shares the site's, which
 * says what the site is better than a page title alone would.
 */
export function socialImageFor(page: PageEntry & Pick<CatalogPage, "heading">): SocialImage {
  if (page.kind !== "timed-test" && page.kind !== "length-test" && page.kind !== "word-test") {
    return SITE_IMAGE;
  }
  return image(`/og${page.path}.png`, page.heading ?? PRODUCT_NAME, TEST_TAGLINE);
}
