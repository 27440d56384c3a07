import { jsxElement, walk, type MdNode } from "./mdast";
import { collectVrlExamples } from "./vrl-examples";

/**
 * Puts a `<VrlRun>` element after the script of each verified VRL example (node/mdx/vrl-examples.ts):
 * the Run button, which ships the script and input record and loads the engine only when pressed.
 * A malformed example fails the build with the file and line. Runs before remarkCodeBlocks,
 * which leaves the script itself an ordinary code block.
 */
export function remarkVrlExamples() {
  return (tree: MdNode, file: { path?: string; history?: string[] }) => {
    const path = file.path ?? file.history?.[0] ?? "<mdx>";
    const relative = path.includes("/content/") ? `content/${path.split("/content/").pop()}` : path;
    const found = collectVrlExamples(tree, relative);
    if (!found.length) return;
    const byNode = new Map(found.map((f) => [f.node, f.example]));
    const inserts: Array<{ parent: MdNode; index: number; element: MdNode }> = [];
    walk(tree, (node, parent, index) => {
      const example = byNode.get(node);
      if (!example || !parent) return;
      inserts.push({
        parent,
        index,
        element: jsxElement("VrlRun", {
          name: example.name,
          script: example.script,
          input: JSON.stringify(example.input),
          serverOnly: example.serverOnly ?? undefined,
        }),
      });
    });
    for (const { parent, index, element } of inserts.reverse()) {
      parent.children!.splice(index + 1, 0, element);
    }
  };
}
