import mediumZoom, { type Zoom } from "medium-zoom";
import { diagramName, type DiagramZoomOptions } from "./diagramZoomCommon";

/**
 * Opening a diagram in the zoom (./diagramZoom.ts attaches the controls and loads this module):
 * loaded with medium-zoom on the first opening, so that a page carries only the controls until the
 * reader zooms. It imports what it shares with the controls from ./diagramZoomCommon.ts, never
 * ./diagramZoom.ts itself.
 */
let zoom: Zoom | null = null;

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

export async function openDiagram(
  svg: SVGSVGElement,
  options: DiagramZoomOptions,
  opener: HTMLElement | null,
) {
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
