import type { PageEntry } from "./route-catalog.ts";
import { SITE_NAME, withSite } from "./site.ts";

/** The path the not-found page is prerendered at; the server answers unknown paths with it and a 404. */
export const NOT_FOUND_PATH = "/404";

/**
 * Apart from the route catalog because the not-found page sets its tags in the browser: it
 * answers any unknown address, so it has no build-time loader to hand them over.
 */
export const NOT_FOUND_PAGE: PageEntry = {
  path: NOT_FOUND_PATH,
  kind: "page",
  title: withSite("Page Not Found"),
  description: `This page does not exist on ${SITE_NAME}. Take a typing test or browse the guide instead.`,
};
