// Lint for the storefront, the API, the tests and the scripts: typescript-eslint's recommended rules,
// React's rules of hooks, and the boundaries between features (a feature is reached through its index).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const ONE_LINK = {
  name: "gatsby",
  importNames: ["Link"],
  message: "One link for the whole shop: ShopLink (src/components/shop-link.tsx), Gatsby's Link without its cost at hydration.",
};
const THROUGH_INDEX = "A feature is used through its index (src/features/<name>/index.ts), not its files.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "public/",
      ".cache/",
      ".data/",
      "coverage/",
      "playwright-report/",
      "test-results/",
      "bench/results/",
      "static/",
      "api/dist*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Matching control characters is deliberate here (NUL in input, ASCII pages, CR/LF in redirects).
      "no-control-regex": "off",
      // `_name` marks a value left out on purpose (destructuring a field away, an unused callback argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.tsx", "src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": ["error", { paths: [ONE_LINK] }],
    },
  },
  // Feature boundaries. Dynamic import() of a feature's lazily loaded module is allowed (it is a chunk
  // of its own); tests and test fixtures may reach inside to set a feature up.
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}", "plugins/**/*.{ts,tsx}"],
    ignores: ["src/features/**", "**/*.test.{ts,tsx}", "src/test-fixtures/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [ONE_LINK], patterns: [{ regex: "(^|/)features/[^/]+/", message: THROUGH_INDEX }] },
      ],
    },
  },
  {
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [ONE_LINK], patterns: [{ regex: "^\\.\\./[^./][^/]*/", message: THROUGH_INDEX }] },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["jest/**", "**/*.test.{ts,tsx}"], languageOptions: { globals: globals.jest } },
  // Playwright reads a fixture's dependencies from its destructuring pattern, so `({}, use)` is required.
  { files: ["e2e/**"], rules: { "no-empty-pattern": "off" } },
  // The attack suite interprets whatever JSON Schema the OpenAPI document holds.
  { files: ["api/test/helpers/attack-*.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
);
