/** A private room's page, as the server answers it when the room opens (product 'Live races'). */
export const racePath = (code: string) => `/race/${code}`;

/** A room's page for spectators: its race read-only, whatever the room's kind. */
export const watchPath = (code: string) => `${racePath(code)}?watch`;
