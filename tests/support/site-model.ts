import raw from "../../src/config/site";
import { parseSiteConfig } from "../../src/config/schema";
import { siteModel, type SiteModel } from "../../node/model";
import { nodeStore } from "../../node/store";

/**
 * Site models over small hand-made stores: the FlowG configuration with a current docs version
 * (0.45.8) and an archived one (0.44.0), and nodes as the source plugins and onCreateNode make
 * them, with a content digest that changes with their fields.
 */
const FILE = "src/config/site.ts";

export const TWO_VERSIONS_CONFIG = parseSiteConfig(
  {
    ...raw,
    productVersion: "0.45.8",
    docs: {
      ...raw.docs,
      versions: [
        { name: "0.45.8", label: "v0.45.8", path: "/docs" },
        { name: "0.44.0", label: "v0.44.0", path: "/docs/0.44.0", banner: "unmaintained" },
      ],
    },
  },
  FILE,
);

export interface TestNode {
  id: string;
  parent: null;
  children: string[];
  internal: { type: string; contentDigest: string; owner: string };
}

/** A node of type `type` holding `fields`. */
export function testNode<T extends object>(type: string, id: string, fields: T): T & TestNode {
  return {
    ...fields,
    id,
    parent: null,
    children: [],
    internal: { type, contentDigest: JSON.stringify(fields), owner: "test" },
  };
}

/** The two-version site model of a store holding `nodes`. */
export function modelOf(nodes: readonly TestNode[]): SiteModel {
  const store = nodeStore((type) => nodes.filter((n) => n.internal.type === type) as never);
  return siteModel(store, { config: TWO_VERSIONS_CONFIG, file: FILE });
}
