/** A private room's page, as the server answers it when the room opens (product §12). */
export const racePath = (code: string) => `/race/${code}`;
