import type { Node, NodePluginArgs } from "gatsby";

export type ChildNodeArgs = Pick<
  NodePluginArgs,
  "actions" | "createNodeId" | "createContentDigest"
>;

/**
 * Creates a node of the site's own type as a child of the node it is made from (a File, Mdx or
 * YAML node). The link is what makes Gatsby delete it with its parent: a deleted file, an edit
 * that makes the parent anew, or an entry removed from a YAML file, in `gatsby develop` as in a
 * build. The id is derived from `seed`, so the same content keeps the same node id across edits.
 */
export function createChildNode<Fields extends object>(
  { actions, createNodeId, createContentDigest }: ChildNodeArgs,
  parent: Node,
  type: string,
  seed: string,
  fields: Fields,
): void {
  const node = {
    ...fields,
    id: createNodeId(`${type} ${seed}`),
    parent: parent.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(node);
  actions.createParentChildLink({ parent, child: node as unknown as Node });
}
