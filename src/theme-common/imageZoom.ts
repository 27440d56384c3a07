import type { Zoom } from "medium-zoom";
import { attachDiagramZoom } from "./diagramZoom";

export interface ImageZoomConfig {
  selector: string;
  margin: number;
  background: string;
  attachDelayMs: number;
  /** Diagrams open in the zoom too (./diagramZoom.ts). */
  diagrams: boolean;
}

/**
 * Image zoom on images of zoomable Markdown blocks, attached `attachDelayMs` after each page
 * load or route change (gatsby-browser onRouteUpdate). medium-zoom is downloaded only by pages
 * that have such images. Zoomable images are keyboard operable: focusable, announced as buttons,
 * Enter or Space opens them; medium-zoom closes on Escape, click and scroll, and focus returns
 * to the image.
 */
let zoom: Zoom | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const prepared = new WeakSet<HTMLImageElement>();
/** The image opened with the keyboard, which gets focus back when the zoom closes. */
let opener: HTMLImageElement | null = null;

export function scheduleImageZoom(config: ImageZoomConfig): void {
  clearTimeout(timer);
  timer = setTimeout(() => void attachImageZoom(config), config.attachDelayMs);
}

export async function attachImageZoom(config: ImageZoomConfig): Promise<void> {
  if (config.diagrams) attachDiagramZoom(config);
  zoom?.detach();
  zoom = null;
  const images = [...document.querySelectorAll<HTMLImageElement>(config.selector)];
  if (!images.length) return;
  const { default: mediumZoom } = await import(/* webpackChunkName: "medium-zoom" */ "medium-zoom");
  const instance = mediumZoom(images, { margin: config.margin, background: config.background });
  zoom = instance;
  instance.on("closed", () => {
    opener?.focus();
    opener = null;
  });
  for (const image of images) {
    image.tabIndex = 0;
    image.setAttribute("role", "button");
    image.setAttribute("aria-label", image.alt ? `Zoom image: ${image.alt}` : "Zoom image");
    if (prepared.has(image)) continue;
    prepared.add(image);
    image.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      opener = image;
      void zoom?.open({ target: image });
    });
  }
}
