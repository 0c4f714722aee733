/** The browser tests' moderator, made by seed.ts before the server starts. */
export const MODERATOR = {
  email: "moderator@example.com",
  password: "moderate-fairly",
  username: "e2e_moderator",
};
