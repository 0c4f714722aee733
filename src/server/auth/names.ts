import { APIError } from "better-auth";
import {
  USERNAME_MESSAGES,
  displayUsernameProblem,
  normalizeUsername,
  usernameBaseFrom,
  usernameCandidate,
  usernameProblem,
} from "../../core/account/username.ts";
import type { Database } from "../db/client.ts";
import { usernameTaken } from "../users/repository.ts";

/** The name fields of a sign-up, an update-user body or a row about to be written. */
export interface NameFields {
  username?: unknown;
  displayUsername?: unknown;
}

/** The user whose names change, when there is one yet. */
export interface NamedUser {
  id: string;
  username?: string | null;
}

export interface CheckedNames {
  username?: string;
  displayUsername: string;
}

function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { message });
}

/**
 * The names to store for a change that sets a username or a display name, or null when it sets
 * neither. The username follows the username rules and is free (no one else's, in any case or
 * look-alike spelling); the display name is the username in some letter case. Anything else is
 * refused with the rule's message.
 */
export async function checkedNames(
  db: Database,
  fields: NameFields,
  user: NamedUser | null,
): Promise<CheckedNames | null> {
  const setsUsername = fields.username !== undefined;
  if (!setsUsername && fields.displayUsername === undefined) return null;
  if (setsUsername) {
    if (typeof fields.username !== "string") refuse(USERNAME_MESSAGES.invalid);
    const problem = usernameProblem(fields.username);
    if (problem) refuse(problem);
    if (await usernameTaken(db, fields.username, user ? { exceptUserId: user.id } : {})) {
      refuse(USERNAME_MESSAGES.taken);
    }
  }
  const username = setsUsername ? (fields.username as string) : user?.username;
  const display = fields.displayUsername ?? fields.username;
  if (!username || typeof display !== "string") refuse(USERNAME_MESSAGES.displayMismatch);
  const problem = displayUsernameProblem(display, username);
  if (problem) refuse(problem);
  return {
    ...(setsUsername ? { username: normalizeUsername(username) } : {}),
    displayUsername: display,
  };
}

/**
 * A first external sign-in: a free, valid username from what the provider says, its preferred
 * username first, then the name and the e-mail's local part, with digits when taken.
 */
export async function uniqueUsernameFor(
  db: Database,
  candidates: readonly (string | null | undefined)[],
): Promise<string> {
  const base = usernameBaseFrom(candidates);
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = usernameCandidate(base, attempt);
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new APIError("INTERNAL_SERVER_ERROR", { message: "Could not find a free username" });
}
