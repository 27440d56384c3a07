/**
 * What the build side and the page share about diagrams (drawn ahead of time, see
 * node/diagrams/). A page's diagrams are in its HTML; its script carries only each drawing's
 * key, and fetches the drawing after a client-side navigation, so a drawing is never shipped
 * twice.
 */

/** The props of the page's <Diagram> element (src/theme/Diagram), made by node/diagrams. */
export interface DiagramElementProps {
  /** The drawing's key (content/diagrams/<key>.svg). */
  drawing: string;
  /** The drawn width in CSS pixels. */
  width: string;
  caption?: string;
  /** The accessible name, when the drawing has no <title> (the caption). */
  label?: string;
}

/** Where the drawings are served under the site's path prefix (node/diagrams/publish.ts). */
export const DIAGRAMS_URL_PATH = "/diagrams";

export function diagramUrl(basePath: string, key: string): string {
  return `${basePath}${DIAGRAMS_URL_PATH}/${key}.svg`;
}

/** Names a drawing that has no <title> of its own (a diagram with a caption and no accTitle). */
export function withLabel(svg: string, label: string | undefined): string {
  if (!label) return svg;
  const escaped = label.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return svg.replace(/^<svg/, `<svg aria-label="${escaped}"`);
}
