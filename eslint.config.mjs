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
const LITERAL_TEXT = "Text a visitor reads goes through the message catalogue: useT() or <Message> from src/i18n, with the key in src/i18n/messages/{en,pl,de}.json.";
/** Storefront files whose text is still English only (issue 18): remove a file from here once it uses the catalogue. */
const UNTRANSLATED = [];

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
  // Every word a visitor reads comes from the message catalogue (src/i18n, issue 18): literal text in JSX
  // and literal strings in the attributes people read (labels, alternative text, placeholders) fail.
  // UNTRANSLATED lists the files not yet moved to the catalogue; it only ever shrinks.
  {
    files: ["src/**/*.tsx"],
    // src/content: the static pages' prose, a module per language (each file is in one language by
    // construction; src/content/content-modules.test.ts checks that every language has the same parts).
    ignores: ["**/*.test.tsx", "src/test-fixtures/**", "src/content/**", ...UNTRANSLATED],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/\\p{L}/u]", message: LITERAL_TEXT },
        // With a letter: alt="" marks a decorative image, which is right.
        { selector: "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label)$/] > Literal[value=/\\p{L}/u]", message: LITERAL_TEXT },
        {
          selector: "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]",
          message: LITERAL_TEXT,
        },
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
