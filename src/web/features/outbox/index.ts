/** The outbox's indicator, for pages that list a typist's results (the profile). */
export { WaitingSaves } from "./WaitingSaves.tsx";
