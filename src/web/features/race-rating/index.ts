// The rating from ranked races, as both profiles show it (product 'Ranked races').
export { RaceRatingSection } from "./RaceRatingSection.tsx";
