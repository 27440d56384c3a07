// ESLint rule "layers/import-layers": imports point one way (ARCHITECTURE.md, "Rules that keep it
// easy to change").
//
//   content -> node/ (build time) -> src/shared <- src/theme, src/theme-common, src/templates,
//                                                  src/pages, gatsby-browser/ssr (browser)
//
// src/config (the site configuration and its schema) is read by both sides and imports only
// src/shared. src/types declares the modules the build writes for the bundles (`@site-config`,
// `@search-files`, `@diagram-drawings`): both sides may import them, and they import only
// src/types, src/config and src/shared. A module is placed in a layer by its path; an import is
// checked by where it resolves: relative paths, and every alias of tsconfig.json `paths` by the
// file it maps to (an alias is no way around the layers). Packages are not checked.
import path from "node:path";
import ts from "typescript";

/** Layers by path prefix (relative to the project, "/" separators); the first match wins. */
export const LAYERS = [
  { layer: "shared", prefixes: ["src/shared/"] },
  { layer: "config", prefixes: ["src/config/"] },
  { layer: "types", prefixes: ["src/types/"] },
  { layer: "node", prefixes: ["node/", "gatsby-node.ts", "gatsby-config.ts", "plugins/"] },
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
  types: ["types", "config", "shared"],
  node: ["node", "shared", "config", "types", "outside"],
  browser: ["browser", "shared", "config", "types", "outside"],
};

/** Why an import is refused: by the importing layer first, then by the imported one. */
const WHY = {
  shared: "src/shared imports only src/shared, so both sides can use it",
  config: "src/config imports only src/config and src/shared",
  types:
    "src/types declares modules both sides import, so it imports only src/types, src/config and src/shared",
  node: "build-time modules (node/) never reach the browser",
  browser:
    "the build never imports browser code (src/theme, src/theme-common, src/templates, src/pages)",
  "outside-project":
    "a clone of this repository alone must build, so nothing is read from beside it",
};

/** Layers whose refusals are explained by the importer's own rule rather than by the target. */
const EXPLAINED_BY_IMPORTER = new Set(["shared", "config", "types"]);

export function layerOf(relativePath) {
  const file = relativePath.split(path.sep).join("/");
  for (const { layer, prefixes } of LAYERS) {
    if (prefixes.some((prefix) => file === prefix || file.startsWith(prefix))) return layer;
  }
  return file.startsWith("../") ? "outside-project" : "outside";
}

/**
 * The `paths` of the project's tsconfig.json (read with TypeScript's own reader, which allows
 * comments), by project root: the one declaration of every alias that type-checking resolves.
 */
const pathsByRoot = new Map();
export function aliasPaths(root) {
  let paths = pathsByRoot.get(root);
  if (!paths) {
    const { config, error } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
    const options = config?.compilerOptions ?? {};
    const base = path.resolve(root, options.baseUrl ?? ".");
    paths = Object.entries(options.paths ?? {}).map(([pattern, targets]) => ({
      pattern,
      target: path.resolve(base, targets[0]),
    }));
    pathsByRoot.set(root, paths);
  }
  return paths;
}

/** The project path an import specifier points to, or null for a package. */
export function resolveSpecifier(specifier, fromFile, root) {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  for (const { pattern, target } of aliasPaths(root)) {
    const star = pattern.indexOf("*");
    if (star < 0) {
      if (specifier === pattern) return target;
      continue;
    }
    const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix)) {
      const matched = specifier.slice(prefix.length, specifier.length - suffix.length);
      return target.replace("*", matched);
    }
    // The folder itself (`@shared`), which the wildcard pattern does not match.
    if (suffix === "" && prefix.endsWith("/") && specifier === prefix.slice(0, -1)) {
      return path.dirname(target.replace("*", "x"));
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importLayers = {
  meta: {
    type: "problem",
    docs: { description: "Imports point one way: node/ -> src/shared <- browser code" },
    schema: [],
    messages: {
      forbidden:
        "{{from}} ({{fromLayer}}) imports {{to}} ({{toLayer}}){{through}}: {{why}}. Move what both sides need to src/shared.",
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
          through: specifier.startsWith(".") ? "" : ` through ${specifier}`,
          why: EXPLAINED_BY_IMPORTER.has(fromLayer) ? WHY[fromLayer] : WHY[toLayer],
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
