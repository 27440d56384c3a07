import { diagramName, type DiagramZoomOptions } from "./diagramZoomCommon";

/**
 * The site's image zoom for diagrams (```mermaid blocks, drawn ahead of time as inline SVG).
 * medium-zoom zooms <img> elements only, so opening a diagram draws its SVG into an image laid
 * exactly over it (the design tokens it uses resolved, since an image does not see the page's
 * custom properties) and zooms that image with the site's margin and background; closing
 * removes it. Attached with the image zoom (same delay), a diagram gets a "Zoom" button and
 * opens on a click that selects no text. medium-zoom and the code that opens a diagram
 * (./diagramZoomOpen.ts) load on the first opening: until the reader zooms, every page carries
 * only the controls. What both use is in ./diagramZoomCommon.ts, so the opener never imports this
 * module back.
 */

const FIGURES = "figure[data-diagram]";
const prepared = new WeakSet<Element>();

function open(svg: SVGSVGElement, options: DiagramZoomOptions, opener: HTMLElement | null) {
  void import(/* webpackChunkName: "medium-zoom" */ "./diagramZoomOpen").then((module) =>
    module.openDiagram(svg, options, opener),
  );
}

export function attachDiagramZoom(options: DiagramZoomOptions): void {
  for (const figure of document.querySelectorAll<HTMLElement>(FIGURES)) {
    const svg = figure.querySelector<SVGSVGElement>("svg");
    if (!svg || prepared.has(figure)) continue;
    prepared.add(figure);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "diagram-zoom-button";
    button.textContent = "Zoom";
    button.setAttribute("aria-label", `Zoom diagram: ${diagramName(svg)}`);
    button.addEventListener("click", () => open(svg, options, button));
    figure.append(button);
    svg.classList.add("diagram-zoomable");
    svg.addEventListener("click", () => {
      // A click that ends a text selection selects; it does not zoom.
      if (window.getSelection()?.isCollapsed === false) return;
      open(svg, options, null);
    });
  }
}
