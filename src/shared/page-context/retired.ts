import type { DocPageContext } from "./doc";

/**
 * Page context of a retired topic's page: an address an archived docs version published that the
 * current version has no page for (node/versions/retired.ts makes them).
 */
export interface RetiredPageContext extends DocPageContext {
  route: string;
  title: string;
  kind: "doc" | "cli" | "api";
  /** The archived version that has the page. */
  versionLabel: string;
  archivedRoute: string;
  /** The current version's label. */
  currentLabel: string;
  /** What happened to the topic, rendered from version.yaml's Markdown; null when not said. */
  noteHtml: string | null;
  see: { route: string; title: string } | null;
  upgrade: { route: string; title: string } | null;
}
