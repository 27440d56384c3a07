/** Page context of the landing page; shared by src/node/create-pages/landing.ts and the template. */
export interface LandingContext {
  /** The quick-start commands, tokenized at build time (see src/node/mdx/highlight.ts). */
  quickStartTokens: string;
  latestPost: { title: string; route: string; date: string; description: string } | null;
}
