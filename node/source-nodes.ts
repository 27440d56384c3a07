import type { GatsbyNode } from "gatsby";

/**
 * Keeps the pages' SitePage nodes from one build to the next.
 *
 * After sourcing, Gatsby deletes every node that no plugin touched in this run ("Clean up stale
 * nodes"), and nothing touches the SitePage nodes, which createPage makes: each build would delete
 * all of them and createPage write them back, each one as a new node. Touched here, they
 * survive the cleanup, and createPage finds each page's node in place: an unchanged page only
 * touches it again instead of writing it to the node store and to the schema's inference data.
 * A page that createPages no longer makes is still removed: Gatsby deletes the pages createPages
 * did not make this run, and their SitePage nodes with them.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, getNodesByType }) => {
  for (const page of getNodesByType("SitePage")) actions.touchNode(page);
};
