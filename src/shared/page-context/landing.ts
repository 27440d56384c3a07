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
  latestPost: { title: string; route: string; date: string; description: string } | null;
}
