import type { MermaidConfig } from "mermaid";

/**
 * How scripts/render-diagrams.ts asks mermaid to draw. Colours are the light values of
 * src/styles/tokens.css; render-svg.ts then replaces each of them with its custom property, so
 * the drawing follows the tokens (and a dark mode) in the page. Labels are SVG <text> (no
 * foreignObject): selectable, found by the browser's find, and drawable as an image for zoom.
 */
export const DIAGRAM_TOKENS = {
  "--c-text": "#1c1e21",
  "--c-text-muted": "#4b5563",
  "--c-bg": "#ffffff",
  "--c-bg-soft": "#f5f6f8",
  "--c-bg-strong": "#eceef2",
  "--c-border": "#d9dde3",
  "--c-primary": "#1d4ed8",
  "--c-primary-soft": "#e8efff",
} as const;

const t = DIAGRAM_TOKENS;

export const MERMAID_CONFIG = {
  startOnLoad: false,
  theme: "base",
  securityLevel: "strict",
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  fontFamily: "var(--font-sans)",
  themeVariables: {
    fontFamily: "var(--font-sans)",
    background: t["--c-bg"],
    primaryColor: t["--c-bg-soft"],
    primaryBorderColor: t["--c-text-muted"],
    primaryTextColor: t["--c-text"],
    secondaryColor: t["--c-primary-soft"],
    tertiaryColor: t["--c-bg-strong"],
    lineColor: t["--c-text-muted"],
    textColor: t["--c-text"],
    mainBkg: t["--c-bg-soft"],
    nodeBorder: t["--c-text-muted"],
    clusterBkg: t["--c-bg-strong"],
    clusterBorder: t["--c-border"],
    edgeLabelBackground: t["--c-bg"],
    actorBkg: t["--c-bg-soft"],
    actorBorder: t["--c-text-muted"],
    actorTextColor: t["--c-text"],
    actorLineColor: t["--c-text-muted"],
    signalColor: t["--c-text"],
    signalTextColor: t["--c-text"],
    labelBoxBkgColor: t["--c-bg-strong"],
    labelBoxBorderColor: t["--c-text-muted"],
    labelTextColor: t["--c-text"],
    loopTextColor: t["--c-text"],
    noteBkgColor: t["--c-primary-soft"],
    noteBorderColor: t["--c-primary"],
    noteTextColor: t["--c-text"],
    activationBkgColor: t["--c-bg-strong"],
    activationBorderColor: t["--c-text-muted"],
    sequenceNumberColor: t["--c-bg"],
    attributeBackgroundColorOdd: t["--c-bg"],
    attributeBackgroundColorEven: t["--c-bg-soft"],
  },
} satisfies MermaidConfig;
