/**
 * What the diagram zoom's controls (./diagramZoom.ts, on every page) and its opener
 * (./diagramZoomOpen.ts, loaded with medium-zoom on the first opening) both use. Kept apart so
 * that the opener need not import the controls: the controls load the opener, never the reverse.
 */
export interface DiagramZoomOptions {
  margin: number;
  background: string;
}

/** The diagram's accessible name: its aria-label, else its <title>. */
export function diagramName(svg: SVGSVGElement): string {
  return (
    svg.getAttribute("aria-label") ?? svg.querySelector("title")?.textContent?.trim() ?? "Diagram"
  );
}
