/** Moderation's public entry: the form that ranks, unranks or bans, for the admin and the replay. */
export { ModerationForm } from "./ModerationForm.tsx";
