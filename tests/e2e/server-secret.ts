/**
 * The auth secret of the browser tests' servers. Specs that seed results sign test tokens
 * with it, as the server would have issued them minutes ago, instead of waiting minutes.
 */
export const E2E_AUTH_SECRET = "e2e-test-secret-that-is-at-least-32-characters";
