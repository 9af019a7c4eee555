import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";

/**
 * Next's rules (core web vitals + TypeScript) and the project's import boundaries
 * (docs/architecture.md, "Boundaries"): components/ never imports app/; lib/ never imports
 * local/, components/ or app/. Routes (app/) may import anything but local/, which is reached
 * only through the environment it sets and instrumentation.ts.
 */
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "app", pattern: "app/**", partialMatch: false },
        { type: "components", pattern: "components/**", partialMatch: false },
        { type: "lib", pattern: "lib/**", partialMatch: false },
        { type: "content", pattern: "content/**", partialMatch: false },
        { type: "local", pattern: "local/**", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            { from: { element: { type: "components" } }, disallow: { to: { element: { types: { anyOf: ["app", "local"] } } } } },
            { from: { element: { type: "lib" } }, disallow: { to: { element: { types: { anyOf: ["app", "components", "local"] } } } } },
            { from: { element: { type: "app" } }, disallow: { to: { element: { type: "local" } } } },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // Unused names are errors, except the deliberate `_` placeholders.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      // The copy is English with apostrophes and quotes (the spec's wording, rendered as written);
      // only the characters that betray a JSX typo are refused.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      // A React Compiler notice (react-hook-form's watch() is not memoizable); the app does not use the compiler.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    // Playwright fixtures call their own `use`, not React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([".next/**", ".local/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
]);
