import { validate } from "@readme/openapi-parser";
import YAML, { LineCounter, isNode } from "yaml";

/**
 * Validation of the OpenAPI document with @readme/openapi-parser (OpenAPI 3.1 schema plus its
 * own checks: unique operationIds, path parameters declared, ...).
 *
 * The validator reports each problem with a code frame of the *dereferenced* document printed as
 * JSON, which says nothing to someone editing the YAML. So the JSON line of each frame is mapped
 * back to the path inside the document and, following $refs, to the place in the YAML source the
 * value comes from: `paths["/api/v1/auth/login"].post.responses["200"].description (line 163)`.
 */

export class OpenApiValidationError extends Error {
  override name = "OpenApiValidationError";
}

export type PathSegment = string | number;

export interface SpecProblem {
  /** Path of the value inside the document, $refs followed; null when the validator gave none. */
  path: PathSegment[] | null;
  /** 1-based line in the YAML source, when the path could be found there. */
  line: number | null;
  /** The validator's own message (its first line, without the JSON code frame). */
  message: string;
}

/** Checks `document` (parsed from `source`); throws OpenApiValidationError listing every problem. */
export async function validateOpenApi(
  document: unknown,
  file: string,
  source: string,
): Promise<{ warnings: string[] }> {
  // The validator dereferences its argument in place: give it a copy.
  const subject = structuredClone(document) as Parameters<typeof validate>[0];
  const result = await validate(subject);
  const warnings = result.warnings.map((w) => w.message);
  if (result.valid) return { warnings };

  // Only computed when a message has a code frame: after the spec checks (which run on the
  // dereferenced document) a recursive schema makes the document circular.
  let lines: PathSegment[][] | undefined;
  const linesOf = () => (lines ??= jsonLinePaths(subject));
  const problems = result.errors.map((error) =>
    describeProblem(error.message, linesOf, document, source),
  );
  const more = result.additionalErrors > 0 ? `\n  - and ${result.additionalErrors} more` : "";
  throw new OpenApiValidationError(formatProblems(file, problems) + more);
}

export function formatProblems(file: string, problems: readonly SpecProblem[]): string {
  // A mistake in a shared component is reported once per place that uses it: list it once.
  const items = new Set(
    problems.map((p) => {
      const where = p.path ? formatPath(p.path) : "(document)";
      const line = p.line ? ` (line ${p.line})` : "";
      return `  - ${where}${line}: ${p.message}`;
    }),
  );
  return `${file}: invalid OpenAPI document (checked with @readme/openapi-parser)\n${[...items].join("\n")}`;
}

function describeProblem(
  message: string,
  lines: () => PathSegment[][],
  document: unknown,
  source: string,
): SpecProblem {
  const headline = message.split("\n")[0]!.trim();
  const frameLine = /^>\s*(\d+)\s*\|/m.exec(message);
  const jsonPath = frameLine ? lines()[Number(frameLine[1]) - 1] : undefined;
  if (!jsonPath) return { path: null, line: null, message: headline };
  const path = sourcePath(document, jsonPath);
  return { path, line: yamlLine(source, path), message: headline };
}

/**
 * For each line of `JSON.stringify(value, null, 2)`, the path of the value that line opens (or
 * closes). Mirrors JSON.stringify's layout: one line per property or array item, closing
 * brackets on their own line, empty objects and arrays on one line.
 */
export function jsonLinePaths(value: unknown): PathSegment[][] {
  const out: PathSegment[][] = [];
  const ancestors = new Set<unknown>();
  const visit = (node: unknown, path: PathSegment[]): void => {
    out.push(path);
    if (ancestors.has(node)) return; // circular: JSON.stringify would have thrown anyway
    const entries: Array<[PathSegment, unknown]> = Array.isArray(node)
      ? node.map((item, i): [PathSegment, unknown] => [i, item === undefined ? null : item])
      : node !== null && typeof node === "object"
        ? Object.entries(node).filter(([, v]) => v !== undefined && typeof v !== "function")
        : [];
    if (entries.length === 0) return;
    ancestors.add(node);
    for (const [key, child] of entries) visit(child, [...path, key]);
    ancestors.delete(node);
    out.push(path);
  };
  visit(value, []);
  return out;
}

/**
 * Rewrites a path through the dereferenced document into a path through the document as written:
 * wherever the walk meets `{$ref: "#/..."}`, it continues from the referenced location.
 */
export function sourcePath(document: unknown, path: readonly PathSegment[]): PathSegment[] {
  let current: PathSegment[] = [];
  let node = document;
  for (const segment of path) {
    for (let hops = 0; isRef(node) && hops < 20; hops++) {
      current = parsePointer(node.$ref);
      node = getIn(document, current);
    }
    current = [...current, segment];
    node = getIn(node, [segment]);
  }
  return current;
}

function isRef(node: unknown): node is { $ref: string } {
  return (
    node !== null &&
    typeof node === "object" &&
    typeof (node as { $ref?: unknown }).$ref === "string" &&
    (node as { $ref: string }).$ref.startsWith("#/")
  );
}

function parsePointer(ref: string): PathSegment[] {
  return ref
    .slice(2)
    .split("/")
    .map((part) => decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~"));
}

function getIn(node: unknown, path: readonly PathSegment[]): unknown {
  let current = node;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return current;
}

/** 1-based line of the value at `path` in the YAML source (or of its closest existing ancestor). */
export function yamlLine(source: string, path: readonly PathSegment[]): number | null {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(source, { lineCounter });
  // The closest existing ancestor (a missing key is reported on the object that lacks it).
  for (let length = path.length; length >= 0; length--) {
    const node = doc.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return null;
}

/** `paths["/api/v1/auth/login"].post.responses["200"].description`, as other data-file errors. */
export function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return "(root)";
  return path
    .map((part, i) => {
      if (typeof part === "number") return `[${part}]`;
      if (!/^[A-Za-z_$][\w$-]*$/.test(part)) return `[${JSON.stringify(part)}]`;
      return i === 0 ? part : `.${part}`;
    })
    .join("");
}
