import type { Node, SourceNodesArgs } from "gatsby";
import { describe, expect, it } from "vitest";
import { sourceNodes } from "../../node/source-nodes";

function node(type: string, id: string): Node {
  return { id, parent: null, children: [], internal: { type, contentDigest: id, owner: "x" } };
}

describe("sourceNodes (SitePage nodes kept from one build to the next)", () => {
  it("touches every SitePage node the store holds, and no other node", async () => {
    const store = [
      node("SitePage", "SitePage /docs"),
      node("Mdx", "mdx-1"),
      node("SitePage", "SitePage /blog"),
    ];
    const touched: string[] = [];
    const asked: string[] = [];
    const args = {
      actions: { touchNode: (n: Node) => touched.push(n.id) },
      getNodesByType: (type: string) => {
        asked.push(type);
        return store.filter((n) => n.internal.type === type);
      },
    } as unknown as SourceNodesArgs;
    await sourceNodes!(args, { plugins: [] }, () => undefined);
    expect(asked).toEqual(["SitePage"]);
    expect(touched).toEqual(["SitePage /docs", "SitePage /blog"]);
  });
});
