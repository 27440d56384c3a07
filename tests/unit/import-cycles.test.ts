import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * No import circle in the project's own code: the build-time modules (node/, plugins/,
 * gatsby-node.ts, gatsby-config.ts) and the browser code (src/, gatsby-browser.tsx,
 * gatsby-ssr.tsx). A circle makes the modules in it one unit: none can be read, tested or moved
 * without the others, and the order in which they run at load time depends on which one is
 * imported first.
 *
 * Edges are read with TypeScript's own scanner (ts.preProcessFile) and resolved with its own
 * resolver (ts.resolveModuleName) under the compiler options of tsconfig.json, so relative paths
 * and every alias of `paths` (`@shared/*`, `@site-config`...; src/config/source-aliases.ts names
 * the ones the bundlers share) lead to the file type-checking sees. Counted as edges:
 * - static imports and re-exports (`import ... from`, `export ... from`, `import x = require()`);
 * - type-only ones (`import type`, `export type ... from`) too: they erase at run time, but a
 *   reader following a type must still open the other module, and counting them means a circle
 *   cannot be hidden by turning one of its edges into `import type`;
 * - dynamic `import("./x")` with a literal path too: the bundler still follows it (into a lazy
 *   chunk), so deferring one edge of a circle leaves the circle in place.
 * Imports of packages are not edges: no package imports this project back.
 */

/** The project root: vitest runs from it, as the other tests of the source tree assume. */
const ROOT = path.resolve(".");
const SOURCE_FOLDERS = ["node", "src", "plugins"];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
/** Written by Gatsby (typegen), not by us. */
const SKIPPED = new Set(["src/gatsby-types.d.ts"]);

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function sourceFiles(): string[] {
  const inFolders = SOURCE_FOLDERS.flatMap((folder) =>
    (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
      .map((name) => path.join(ROOT, folder, name))
      .filter((file) => !relative(file).split("/").includes("node_modules")),
  );
  const atRoot = fs
    .readdirSync(ROOT)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => path.join(ROOT, name));
  return [...inFolders, ...atRoot]
    .filter((file) => SOURCE_FILE.test(file) && !SKIPPED.has(relative(file)))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, "tsconfig.json");
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file);
  // .mjs modules import each other; without allowJs the resolver would skip them.
  return { ...options, allowJs: true };
}

/** Whether a specifier is a path of this project (relative, or an alias of tsconfig `paths`). */
function isProjectSpecifier(specifier: string, options: ts.CompilerOptions): boolean {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return true;
  return Object.keys(options.paths ?? {}).some((pattern) => {
    const star = pattern.indexOf("*");
    return star < 0 ? specifier === pattern : specifier.startsWith(pattern.slice(0, star));
  });
}

interface ImportGraph {
  /** Project-relative paths, "/" separated. */
  files: string[];
  /** Importer -> imported files, each a member of `files`. */
  edges: Map<string, Set<string>>;
  /** Project specifiers that resolved to no file, as "file: specifier". */
  unresolved: string[];
  /** Edges that went through an alias of tsconfig `paths`. */
  aliasEdges: number;
}

function importGraph(): ImportGraph {
  const files = sourceFiles();
  const members = new Set(files);
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const edges = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  let aliasEdges = 0;
  for (const file of files) {
    const targets = new Set<string>();
    edges.set(relative(file), targets);
    const text = fs.readFileSync(file, "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!isProjectSpecifier(specifier, options)) continue;
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys, cache);
      if (!resolvedModule) {
        unresolved.push(`${relative(file)}: ${specifier}`);
        continue;
      }
      const target = path.resolve(resolvedModule.resolvedFileName);
      if (!members.has(target)) continue;
      targets.add(relative(target));
      if (!specifier.startsWith(".")) aliasEdges++;
    }
  }
  return { files: files.map(relative), edges, unresolved, aliasEdges };
}

/** Strongly connected components (Tarjan): the groups of files that reach one another. */
function stronglyConnected<T>(nodes: T[], edges: Map<T, Set<T>>): T[][] {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const components: T[][] = [];
  let next = 0;
  const visit = (node: T) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: T[] = [];
      let member: T;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

/**
 * The circles of a graph, one line each: the shortest path from the first member of each
 * component (in sort order) back to itself, "a.ts → b.ts → a.ts", followed by the other members
 * of the component when it holds more than that one circle.
 */
function circles(nodes: string[], edges: Map<string, Set<string>>): string[] {
  return stronglyConnected(nodes, edges)
    .filter((component) => component.length > 1 || edges.get(component[0]!)?.has(component[0]!))
    .map((component) => {
      const members = new Set(component);
      const start = [...component].sort()[0]!;
      // Breadth first inside the component, from start's targets back to start.
      const previous = new Map<string, string>();
      const queue = [start];
      search: while (queue.length) {
        const node = queue.shift()!;
        for (const target of [...(edges.get(node) ?? [])].sort()) {
          if (!members.has(target) || previous.has(target)) continue;
          previous.set(target, node);
          if (target === start) break search;
          queue.push(target);
        }
      }
      const circle = [start];
      for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) {
        circle.unshift(node);
      }
      circle.unshift(start);
      const others = [...members].filter((node) => !circle.includes(node)).sort();
      return circle.join(" → ") + (others.length ? ` (same tangle: ${others.join(", ")})` : "");
    })
    .sort();
}

describe("import circles", () => {
  it("are found and written as a path back to where they start", () => {
    const graph = new Map<string, Set<string>>([
      ["a.ts", new Set(["b.ts"])],
      ["b.ts", new Set(["c.ts"])],
      ["c.ts", new Set(["a.ts", "d.ts"])],
      ["d.ts", new Set(["e.ts"])],
      ["e.ts", new Set()],
      ["f.ts", new Set(["f.ts"])],
      ["g.ts", new Set(["h.ts", "i.ts"])],
      ["h.ts", new Set(["g.ts"])],
      ["i.ts", new Set(["g.ts"])],
    ]);
    expect(circles([...graph.keys()], graph)).toEqual([
      "a.ts → b.ts → c.ts → a.ts",
      "f.ts → f.ts",
      "g.ts → h.ts → g.ts (same tangle: i.ts)",
    ]);
  });

  let graph: ImportGraph;
  beforeAll(() => {
    graph = importGraph();
  });

  it("are looked for in the whole source tree, every project import resolved", () => {
    const names = graph.files;
    expect(names).toContain("gatsby-node.ts");
    expect(names).toContain("gatsby-browser.tsx");
    expect(names.some((name) => name.startsWith("plugins/"))).toBe(true);
    expect(names.some((name) => name.startsWith("src/shared/"))).toBe(true);
    expect(names).not.toContain("src/gatsby-types.d.ts");
    expect(graph.aliasEdges).toBeGreaterThan(0);
    // Only assets (styles, images, data) may stay unresolved: a code import that does would
    // silently drop an edge, and with it maybe a circle.
    const unresolvedCode = graph.unresolved.filter(
      (entry) => !/\.(css|scss|svg|png|jpe?g|webp|gif|ya?ml|json|wasm|md|txt)(\?.*)?$/.test(entry),
    );
    expect(unresolvedCode).toEqual([]);
  });

  it("do not exist", () => {
    const found = circles(graph.files, graph.edges);
    expect(
      found,
      `Import circles (break each by moving what both sides need into a module both import):\n${found.join("\n")}`,
    ).toEqual([]);
  });
});
