import type { FlowgRecord } from "@shared/vrl/flatten";
import { checkRecord } from "@shared/vrl/record";
import { extractMagicComments } from "./code-meta";
import { walk, type MdNode } from "./mdast";
import { mdxBody, parsedMdx } from "./parse";

/**
 * Verified VRL examples in MDX. Three kinds of fenced blocks, tied by a name in their meta:
 *
 *   ```vrl title="from-logfmt" example="from-logfmt"        the script
 *   ```json title="Input record" input="from-logfmt"        the record it receives
 *   ```json title="Stored record" output="from-logfmt"      the record FlowG stores
 *
 * An output block holds one record (a JSON object) or the records one run passes on (a JSON
 * array of objects: FlowG v0.63.0 makes one record per item when the script sets `.` to an
 * array), possibly under a key (`at="record"` for v0.45.8's test API answer, `at="records"` for
 * v0.63.0's). An example that VRL 0.25 (the browser's engine) cannot run says why with
 * `server-only="<reason>"` on its vrl block: it is listed by the tests and gets no Run button.
 * Names are unique within a page. Pure apart from parsing: the remark plugin, the presets of the
 * playground and the unit test that runs every example all read examples through this module.
 */
export interface VrlOutputBlock {
  line: number;
  at: string | null;
  /** The records shown, in order: one for a block that holds an object. */
  records: FlowgRecord[];
}

export interface VrlExample {
  file: string;
  name: string;
  /** Line of the vrl block in the file. */
  line: number;
  title: string | null;
  script: string;
  input: FlowgRecord;
  inputLine: number;
  outputs: VrlOutputBlock[];
  serverOnly: string | null;
}

/** Reads `name="value"`, `name='value'` or `name=value` from a code block's meta string. */
export function metaAttribute(meta: string | null | undefined, name: string): string | null {
  if (!meta) return null;
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  const match = new RegExp(`(?:^|\\s)${escaped}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

export class VrlExampleError extends Error {}

interface Pending {
  example: Omit<VrlExample, "input" | "inputLine"> & {
    input: FlowgRecord | null;
    inputLine: number;
  };
  node: MdNode;
}

/** Every example of one parsed page, in page order, with the code node of each script. */
export function collectVrlExamples(
  tree: MdNode,
  file: string,
): Array<{ example: VrlExample; node: MdNode }> {
  const codes: MdNode[] = [];
  walk(tree, (node) => {
    if (node.type === "code") codes.push(node);
  });
  const fail = (node: MdNode, message: string): never => {
    throw new VrlExampleError(`${file}:${node.position?.start.line ?? "?"}: ${message}`);
  };
  const examples = new Map<string, Pending>();
  for (const node of codes) {
    const name = metaAttribute(node.meta, "example");
    if (name === null) continue;
    if (node.lang !== "vrl") fail(node, `example="${name}" belongs on a \`\`\`vrl block`);
    if (examples.has(name)) fail(node, `a second VRL example named "${name}" on this page`);
    examples.set(name, {
      node,
      example: {
        file,
        name,
        line: node.position?.start.line ?? 0,
        title: metaAttribute(node.meta, "title"),
        script: extractMagicComments(node.value ?? "").code,
        input: null,
        inputLine: 0,
        outputs: [],
        serverOnly: metaAttribute(node.meta, "server-only"),
      },
    });
  }
  for (const node of codes) {
    for (const role of ["input", "output"] as const) {
      const name = metaAttribute(node.meta, role);
      if (name === null) continue;
      const pending = examples.get(name);
      if (!pending) {
        const known = [...examples.keys()].map((n) => `"${n}"`).join(", ") || "none";
        fail(
          node,
          `${role}="${name}" names no \`\`\`vrl example="${name}" block on this page (examples: ${known})`,
        );
      }
      if (node.lang !== "json") fail(node, `${role}="${name}" belongs on a \`\`\`json block`);
      let value: unknown;
      try {
        value = JSON.parse(node.value ?? "");
      } catch (error) {
        fail(node, `${role} of "${name}" is not valid JSON: ${(error as Error).message}`);
      }
      const at = role === "output" ? metaAttribute(node.meta, "at") : null;
      if (at !== null) {
        const holder = value as Record<string, unknown> | null;
        if (typeof holder !== "object" || holder === null || !(at in holder))
          fail(node, `output of "${name}" has no key "${at}" (at="${at}")`);
        value = holder![at];
      }
      const several = role === "output" && Array.isArray(value);
      const records = (several ? (value as unknown[]) : [value]).map((item, index) => {
        const checked = checkRecord(item);
        if (!checked.ok)
          fail(node, `${role} of "${name}"${several ? `, item ${index}` : ""}: ${checked.message}`);
        return (checked as { record: FlowgRecord }).record;
      });
      const { example } = pending!;
      if (role === "input") {
        if (example.input) fail(node, `a second input block for "${name}"`);
        example.input = records[0]!;
        example.inputLine = node.position?.start.line ?? 0;
      } else {
        example.outputs.push({ line: node.position?.start.line ?? 0, at, records });
      }
    }
  }
  return [...examples.values()].map(({ example, node }) => {
    if (!example.input)
      fail(node, `example "${example.name}" has no \`\`\`json input="${example.name}" block`);
    if (!example.outputs.length && !example.serverOnly)
      fail(node, `example "${example.name}" has no \`\`\`json output="${example.name}" block`);
    return { example: example as VrlExample, node };
  });
}

/**
 * Parses an MDX file's text (front matter included, or left as blank lines) and returns its
 * examples. The tree is the shared one (node/mdx/processor.ts), which search and the Markdown
 * copies read too, so a page is parsed once per build.
 */
export function vrlExamplesOf(source: string, file: string): VrlExample[] {
  const tree = parsedMdx(mdxBody(source), file) as MdNode;
  return collectVrlExamples(tree, file).map(({ example }) => example);
}
