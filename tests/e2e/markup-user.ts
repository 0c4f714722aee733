/** Markup that would run a script if any of it were parsed as HTML instead of shown as text. */
export const HOSTILE = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

/**
 * An account whose username is HOSTILE. The username rules refuse markup, so the seeding
 * script writes it into the database before the server starts, as a row from an older rule or
 * a direct edit would be; the pages must still show it as text.
 */
export const MARKUP_USER = {
  email: "markup.user@example.com",
  password: "typing-rocks",
  username: "markup_user",
};
