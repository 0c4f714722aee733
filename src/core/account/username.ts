/**
 * product 'Validation rules' and 'Constants and limits': a username is 3 to 20 letters, digits,
 * underscores and hyphens.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The messages of product 'Validation rules' and 'The error catalogue', word for word. */
export const USERNAME_MESSAGES = {
  tooShort: "Username must be at least 3 characters",
  tooLong: "Username must be at most 20 characters",
  invalid: "Username can only contain letters, numbers, underscores, and hyphens",
  taken: "Username already taken",
  displayMismatch: "Your display name must be your username; only its letter case may differ",
  checkFailed: "Failed to check username availability",
} as const;

/** The first rule a username breaks, as the message to show, or null when it is valid. */
export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (username.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!USERNAME_PATTERN.test(username)) return USERNAME_MESSAGES.invalid;
  return null;
}

/**
 * The first rule a display name breaks, or null: it follows the username rules and spells the
 * username itself, in any letter case, so no one can show another player's name (or one that
 * looks like it) on the leaderboard.
 */
export function displayUsernameProblem(displayUsername: string, username: string): string | null {
  const problem = usernameProblem(displayUsername);
  if (problem) return problem;
  return normalizeUsername(displayUsername) === normalizeUsername(username)
    ? null
    : USERNAME_MESSAGES.displayMismatch;
}

/** Usernames are unique whatever their letter case; this is the form they are compared in. */
export function normalizeUsername(username: string): string {
  return username.toLowerCase();
}

/**
 * A valid username built from what an identity provider tells us (a preferred username, a name,
 * the e-mail's local part), leaving room for digits appended on a collision.
 */
export function usernameBaseFrom(candidates: readonly (string | null | undefined)[]): string {
  const room = USERNAME_MAX_LENGTH - 4;
  for (const candidate of candidates) {
    if (!candidate) continue;
    const cleaned = candidate
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/\s+/g, "_")
      .replace(/[^A-Za-z0-9_-]/g, "")
      .replace(/^[_-]+|[_-]+$/g, "")
      .slice(0, room);
    if (cleaned.length >= USERNAME_MIN_LENGTH) return cleaned;
  }
  return "typist";
}

/** The n-th alternative for a taken base: base, then base + digits, always within the limit. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const suffix = String(attempt < 10 ? attempt + 1 : Math.floor(Math.random() * 1_000_000));
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** product 'Validation rules': password of at least six characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password accepted; hashing longer inputs only costs time. */
export const PASSWORD_MAX_LENGTH = 128;
