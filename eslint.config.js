import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Packages that only the server may use; the pure core and the browser must not reach them. */
const SERVER_ONLY = [
  "fastify",
  "@fastify/*",
  "fastify-*",
  "drizzle-orm",
  "drizzle-orm/*",
  "pg",
  "@electric-sql/pglite",
  "disposable-email-domains-js",
];
const UI_ONLY = ["react", "react-dom", "react-dom/*", "react-router", "react-router/*"];
/** Test helpers and fixtures live under tests/; product code must not depend on them. */
const TEST_ONLY = {
  group: ["**/tests/**"],
  message: "Test-only code (tests/) is for tests and benchmarks, not product code.",
};

/** Element types of the browser code (src/web), as the boundaries settings below name them. */
const WEB = ["app", "routes", "shell", "feature", "typing", "ui", "lib"];
/** What composes features into pages; nothing inside a page may reach back up to it. */
const FRAME = ["app", "routes", "shell"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
      "reports/",
      ".stryker-tmp/",
      ".stryker-tmp-trust/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Type-aware: a promise that nothing awaits, catches or marks with `void` is a lost error.
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  // No import cycles: a module that reaches itself again loads half-initialised, and a cycle
  // across layers is a boundary broken both ways. Imports name their files, so Node's
  // resolution finds them; the rule parses each imported module with TypeScript's parser.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx"] })],
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One-way imports: core ← server, core ← web (docs/architecture.md). Inside the browser code,
  // the layers read lib/ and ui/ ← typing/ ← features ← routes/, shell/ and the app: the typing
  // layer uses lib/, ui/ and core; a feature keeps to itself and uses those; and the routes and
  // the shell compose features.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "core", pattern: "src/core" },
        { type: "server", pattern: "src/server" },
        { type: "feature", pattern: "src/web/features/*", capture: ["feature"] },
        { type: "shell", pattern: "src/web/shell" },
        { type: "typing", pattern: "src/web/typing" },
        { type: "ui", pattern: "src/web/ui" },
        { type: "lib", pattern: "src/web/lib" },
        { type: "routes", pattern: "src/web/routes" },
        // root.tsx and routes.ts: the app's entry, which like the routes may use anything.
        { type: "app", pattern: "src/web" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "core" } },
              disallow: { to: { element: { types: { anyOf: ["server", ...WEB] } } } },
            },
            {
              from: { element: { type: "server" } },
              disallow: { to: { element: { types: { anyOf: WEB } } } },
            },
            {
              from: { element: { types: { anyOf: WEB } } },
              disallow: { to: { element: { type: "server" } } },
            },
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { types: { anyOf: ["feature", ...FRAME] } } } },
              message:
                "A feature uses another feature only through its index.ts, and never the routes, the shell or the app.",
            },
            // Later policies win: a feature's own files are the exception to the one above, and
            // so is another feature's public entry, its index.ts, never a file behind it.
            {
              from: { element: { type: "feature" } },
              allow: {
                to: {
                  element: [
                    {
                      type: "feature",
                      captured: { feature: "{{ from.element.captured.feature }}" },
                    },
                    { type: "feature", fileInternalPath: "index.ts" },
                  ],
                },
              },
            },
            {
              from: { element: { type: "typing" } },
              disallow: { to: { element: { types: { anyOf: ["feature", ...FRAME] } } } },
            },
            {
              from: { element: { types: { anyOf: ["ui", "lib"] } } },
              disallow: { to: { element: { types: { anyOf: ["feature", "typing", ...FRAME] } } } },
            },
            {
              from: { element: { type: "shell" } },
              disallow: { to: { element: { types: { anyOf: ["routes", "app"] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/core/**/*.ts"],
    ignores: ["src/core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...SERVER_ONLY, ...UI_ONLY],
              message: "src/core is pure: no UI, database or server code.",
            },
            { group: ["node:*"], message: "src/core runs in the browser too: no Node built-ins." },
            TEST_ONLY,
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: SERVER_ONLY, message: "The browser bundle must not pull in server code." },
            TEST_ONLY,
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [TEST_ONLY] }] },
  },
);
