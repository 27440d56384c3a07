import type { Zoom } from "medium-zoom";

/**
 * The site's image zoom for diagrams (```mermaid blocks, drawn ahead of time as inline SVG).
 * medium-zoom zooms <img> elements only, so opening a diagram draws its SVG into an image laid
 * exactly over it (the design tokens it uses resolved, since an image does not see the page's
 * custom properties) and zooms that image with the site's margin and background; closing
 * removes it. Attached with the image zoom (same delay), a diagram gets a "Zoom" button and
 * opens on a click that selects no text; medium-zoom itself loads on the first opening, so a
 * diagram page loads no more script than any other page until the reader zooms.
 */
export interface DiagramZoomOptions {
  margin: number;
  background: string;
}

const FIGURES = "figure[data-diagram]";
const prepared = new WeakSet<Element>();
let zoom: Zoom | null = null;

/** The diagram's accessible name: its aria-label, else its <title>. */
export function diagramName(svg: SVGSVGElement): string {
  return (
    svg.getAttribute("aria-label") ?? svg.querySelector("title")?.textContent?.trim() ?? "Diagram"
  );
}

/**
 * The drawing as a standalone SVG image: each custom property it uses set to the page's value,
 * the page background behind it, and twice its size so that the zoom may enlarge it.
 */
export function standaloneSvg(svg: SVGSVGElement, computed: CSSStyleDeclaration): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  // The custom properties the drawing reads (not "--" in its text, such as a command flag).
  const names = new Set([...svg.outerHTML.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
  names.add("--c-bg");
  const declarations = [...names].map((name) => `${name}:${computed.getPropertyValue(name)}`);
  declarations.push("background-color:var(--c-bg)");
  clone.setAttribute("style", declarations.join(";"));
  for (const attribute of ["width", "height"]) {
    const value = Number(svg.getAttribute(attribute));
    if (value) clone.setAttribute(attribute, String(value * 2));
  }
  return new XMLSerializer().serializeToString(clone);
}

async function open(svg: SVGSVGElement, options: DiagramZoomOptions, opener: HTMLElement | null) {
  const { default: mediumZoom } = await import(/* webpackChunkName: "medium-zoom" */ "medium-zoom");
  zoom ??= mediumZoom({ margin: options.margin, background: options.background });
  const box = svg.getBoundingClientRect();
  const image = document.createElement("img");
  image.alt = diagramName(svg);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    standaloneSvg(svg, getComputedStyle(svg)),
  )}`;
  image.className = "diagram-zoom-image";
  Object.assign(image.style, {
    position: "absolute",
    left: `${box.left + window.scrollX}px`,
    top: `${box.top + window.scrollY}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
  });
  document.body.append(image);
  await image.decode().catch(() => undefined);
  const instance = zoom;
  instance.attach(image);
  const closed = () => {
    instance.off("closed", closed);
    instance.detach(image);
    image.remove();
    opener?.focus();
  };
  instance.on("closed", closed);
  await instance.open({ target: image });
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
    button.addEventListener("click", () => void open(svg, options, button));
    figure.append(button);
    svg.classList.add("diagram-zoomable");
    svg.addEventListener("click", () => {
      // A click that ends a text selection selects; it does not zoom.
      if (window.getSelection()?.isCollapsed === false) return;
      void open(svg, options, null);
    });
  }
}
