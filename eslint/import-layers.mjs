// ESLint rule "layers/import-layers": imports point one way (README, "Architecture").
//
//   content -> src/node (build time) -> src/shared <- src/theme, src/theme-common, src/templates,
//                                                     src/pages, gatsby-browser/ssr (browser)
//
// src/config (the site configuration and its schema) is read by both sides and imports only
// src/shared. A module is placed in a layer by its path; an import is checked by where it resolves
// (relative paths and the `@shared/` alias; packages are not checked).
import path from "node:path";

/** Layers by path prefix (relative to the project, "/" separators); the first match wins. */
export const LAYERS = [
  { layer: "shared", prefixes: ["src/shared/"] },
  { layer: "config", prefixes: ["src/config/"] },
  { layer: "node", prefixes: ["src/node/", "gatsby-node.ts", "gatsby-config.ts", "plugins/"] },
  {
    layer: "browser",
    prefixes: [
      "src/theme/",
      "src/theme-common/",
      "src/templates/",
      "src/pages/",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
    ],
  },
];

/** What each layer may import, besides packages. */
export const ALLOWED = {
  shared: ["shared"],
  config: ["config", "shared"],
  node: ["node", "shared", "config", "outside"],
  browser: ["browser", "shared", "config", "outside"],
};

/** Why an import is refused: by the importing layer first, then by the imported one. */
const WHY = {
  shared: "src/shared imports only src/shared, so both sides can use it",
  config: "src/config imports only src/config and src/shared",
  node: "build-time modules (src/node) never reach the browser",
  browser:
    "the build never imports browser code (src/theme, src/theme-common, src/templates, src/pages)",
  "outside-project":
    "a clone of this repository alone must build, so nothing is read from beside it",
};

export function layerOf(relativePath) {
  const file = relativePath.split(path.sep).join("/");
  for (const { layer, prefixes } of LAYERS) {
    if (prefixes.some((prefix) => file === prefix || file.startsWith(prefix))) return layer;
  }
  return file.startsWith("../") ? "outside-project" : "outside";
}

/** The project path an import specifier points to, or null for a package. */
export function resolveSpecifier(specifier, fromFile, root) {
  if (specifier.startsWith("@shared/")) return path.join(root, "src/shared", specifier.slice(8));
  if (specifier === "@shared") return path.join(root, "src/shared");
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importLayers = {
  meta: {
    type: "problem",
    docs: { description: "Imports point one way: src/node -> src/shared <- browser code" },
    schema: [],
    messages: {
      forbidden:
        "{{from}} ({{fromLayer}}) imports {{to}} ({{toLayer}}): {{why}}. Move what both sides need to src/shared.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const fromLayer = layerOf(path.relative(root, file));
    if (!(fromLayer in ALLOWED)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(specifier, file, root);
      if (!target) return;
      const relativeTarget = path.relative(root, target);
      const toLayer = layerOf(relativeTarget);
      if (ALLOWED[fromLayer].includes(toLayer)) return;
      context.report({
        node,
        messageId: "forbidden",
        data: {
          from: path.relative(root, file).split(path.sep).join("/"),
          fromLayer,
          to: relativeTarget.split(path.sep).join("/"),
          toLayer,
          why: fromLayer === "shared" || fromLayer === "config" ? WHY[fromLayer] : WHY[toLayer],
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export default { rules: { "import-layers": importLayers } };
