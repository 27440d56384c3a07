import type { DiagramElementProps } from "../diagrams";
import type { Prose } from "../prose";

/** Page context of the landing page; shared by node/create-pages/landing.ts and the template. */
export interface LandingContext {
  /** The quick start (content/landing/), its commands tokenized at build time. */
  quickStart: {
    title: string;
    intro: Prose;
    /** File name of the commands, shown as the code block's title. */
    scriptName: string;
    /** Tokens of the commands (see node/mdx/highlight.ts). */
    tokens: string;
  };
  /**
   * What the current release changed since the previous documented version, computed from both
   * versions' reference data (node/versions/); null on a site with one version.
   */
  release: {
    version: string;
    since: string;
    /** Figures of the computed changes: "10" and "new API operations". */
    figures: Array<{ count: number; what: string }>;
    /** The page listing every change, and the upgrade guide when the archived version names one. */
    changes: { route: string; title: string };
    upgrade: { route: string; title: string } | null;
  } | null;
  latestPost: { title: string; route: string; date: string; description: string } | null;
  /** The pipeline picture, drawn from content/landing/pipeline.json (node/diagrams/flow.ts). */
  pipeline: DiagramElementProps;
}
