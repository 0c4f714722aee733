/** What npm run admin asks: the list of moderators, or one user's role changed. */
export type AdminAction = { kind: "list" } | { kind: "set"; username: string; moderator: boolean };

/** Its answer: the moderators' usernames, or the changed user's as spelt (null: no such user). */
export type AdminOutcome =
  { kind: "list"; moderators: string[] } | { kind: "set"; username: string | null };
