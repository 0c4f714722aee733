/** A setting is missing or malformed; the server says which and does not start. */
export class ConfigError extends Error {}
