/** Jest for the storefront (components, pages, state), after Gatsby's unit-testing guide. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/scripts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    // Gatsby's runtime as component tests see it: one mock for every test (src/test-fixtures/gatsby-mock.tsx).
    "^gatsby$": "<rootDir>/src/test-fixtures/gatsby-mock.tsx",
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(gif|jpe?g|png|svg|webp|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e", "<rootDir>/api"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};
