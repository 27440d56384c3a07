import fs from "node:fs";
import Module from "node:module";
import path from "node:path";

/**
 * Requires a TypeScript module (and the TypeScript modules it imports) at build time.
 *
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts with their static imports, but a module
 * chosen at run time (FLOWG_SITE_CONFIG) is not part of that bundle. Babel, which Gatsby already
 * depends on, strips the types; the hook is removed again once the module is loaded.
 */
export function requireTypeScript(file: string): unknown {
  if (!fs.existsSync(file)) {
    throw new Error(`FLOWG_SITE_CONFIG names ${file}, which does not exist`);
  }
  // Gatsby bundles this file with Parcel, which rewrites `require.resolve` to nothing: resolve
  // through Node's own require, rooted at the project.
  const nodeRequire = Module.createRequire(path.join(process.cwd(), "package.json"));
  const babel = nodeRequire("@babel/core") as {
    transformFileSync(
      file: string,
      options: Record<string, unknown>,
    ): { code?: string | null } | null;
  };
  const extensions = (Module as unknown as { _extensions: Record<string, unknown> })._extensions;
  const previous = extensions[".ts"];
  extensions[".ts"] = (
    mod: { _compile(code: string, filename: string): void },
    filename: string,
  ) => {
    const result = babel.transformFileSync(filename, {
      babelrc: false,
      configFile: false,
      presets: [[nodeRequire.resolve("@babel/preset-typescript"), {}]],
      plugins: [nodeRequire.resolve("@babel/plugin-transform-modules-commonjs")],
    });
    mod._compile(result?.code ?? "", filename);
  };
  try {
    return nodeRequire(file);
  } finally {
    if (previous) extensions[".ts"] = previous;
    else delete extensions[".ts"];
  }
}
