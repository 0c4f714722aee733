/** The speed challenge's public entry: what other features show of a result held for it. */
export { HeldForChallenge } from "./HeldForChallenge.tsx";
