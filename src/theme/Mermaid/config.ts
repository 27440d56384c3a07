import type { MermaidConfig } from "mermaid";

/** How the site draws diagrams; scripts/diagram-sizes.ts measures them with the same settings. */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  theme: "neutral",
  securityLevel: "strict",
  fontFamily: "inherit",
} satisfies MermaidConfig;
