/** A private room's page, as the server answers it when the room opens (product 'Live races'). */
export const racePath = (code: string) => `/race/${code}`;
