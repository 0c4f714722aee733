/** A guest racer's name as the server gives it: 'Guest 4821' (src/server/races/names.ts). */
export const GUEST_NAME = /^Guest [1-9]\d{3}$/;
