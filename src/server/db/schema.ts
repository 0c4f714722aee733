// The database's tables, one file per owner in schema/; drizzle-kit and the queries read them here.
export * from "./schema/accounts.ts";
export * from "./schema/columns.ts";
export * from "./schema/follows.ts";
export * from "./schema/imports.ts";
export * from "./schema/leaderboard.ts";
export * from "./schema/moderation.ts";
export * from "./schema/races.ts";
export * from "./schema/repeatable.ts";
export * from "./schema/results.ts";
export * from "./schema/site.ts";
