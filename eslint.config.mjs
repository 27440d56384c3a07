import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./eslint/import-layers.mjs";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".cache",
      "public",
      "public-all-features",
      "test-results",
      "playwright-report",
      "src/gatsby-types.d.ts",
      "plugins/**/index.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Scrollable code blocks must be keyboard-focusable (WCAG 2.1.1; axe scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["pre"], roles: ["tabpanel", "group"] },
      ],
    },
  },
  {
    // Imports point one way: node/ -> src/shared <- browser code (eslint/import-layers.mjs).
    files: [
      "src/**/*.{ts,tsx}",
      "node/**/*.{ts,tsx}",
      "gatsby-*.{ts,tsx}",
      "plugins/**/*.{ts,tsx,mjs}",
    ],
    plugins: { layers },
    rules: { "layers/import-layers": "error" },
  },
  {
    // The site configuration is read by the Gatsby lifecycle modules and gatsby-config.ts only,
    // and handed down from there as an argument (the site model carries it).
    files: [
      "node/**/*.{ts,tsx}",
      "src/**/*.{ts,tsx}",
      "plugins/**/*.{ts,tsx}",
      "gatsby-*.{ts,tsx}",
    ],
    ignores: [
      "gatsby-config.ts",
      "node/create-pages/index.ts",
      "node/create-resolvers.ts",
      "node/create-schema-customization.ts",
      "node/on-*.ts",
      "src/config/load.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)src/config/load$",
              allowTypeImports: true,
              message:
                "Only the Gatsby lifecycle modules (node/on-*.ts, node/create-pages/index.ts, node/create-resolvers.ts) and gatsby-config.ts read the site configuration; take it as an argument (the site model carries it).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
