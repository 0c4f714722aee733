/** The brand lives here alone so a rename touches one file. */
export const SITE_NAME = "TypeTempo";
export const SITE_SLUG = "typetempo";
export const PRODUCT_NAME = "Typing Test";
export const PRODUCT_SLUG = "typing-test";
export const SITE_TAGLINE = "Free typing speed test with live WPM and accuracy";
