import { useEffect, useId, useRef, useState } from "react";
import { MERMAID_CONFIG } from "./config";
import * as styles from "./styles.module.css";

/** How far below (or above) the viewport a diagram starts loading. */
const LOAD_AHEAD = "100% 0px";

/** Calls `load` once `element` is near the viewport (at once where IntersectionObserver is missing). */
function whenNear(element: Element, load: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A ```mermaid block. The server renders the diagram's source (readable without JavaScript);
 * in the browser the mermaid library (about 230 KiB gzipped, and about 0.9 s of main-thread
 * work on Lighthouse's throttled phone CPU) is loaded only when the diagram comes within a screen of the viewport, then
 * replaces the source with the drawing. A reader who never scrolls to it does not pay for it.
 */
export function Mermaid({
  code,
  width,
  height,
}: {
  code: string;
  width?: string;
  height?: string;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const figure = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    const draw = () =>
      void import(/* webpackChunkName: "mermaid" */ "mermaid")
        .then(async ({ default: mermaid }) => {
          mermaid.initialize(MERMAID_CONFIG);
          const { svg: drawn } = await mermaid.render(`mermaid-${id}`, code);
          if (!cancelled) setSvg(drawn);
        })
        .catch((error: unknown) => {
          console.warn("Diagram could not be drawn; showing its source.", error);
          if (!cancelled) setFailed(true);
        });
    const stop = figure.current ? whenNear(figure.current, draw) : (draw(), () => undefined);
    return () => {
      cancelled = true;
      stop();
    };
  }, [code, id]);

  // The drawn size, measured by scripts/diagram-sizes.ts (content/diagram-sizes.json): the box is reserved
  // from the first paint, so nothing moves when the drawing replaces the source.
  const frame =
    width && height
      ? {
          className: styles.frame,
          style: { maxWidth: `${width}px`, aspectRatio: `${width} / ${height}` },
        }
      : { className: undefined, style: undefined };

  if (svg) {
    return (
      <figure className={styles.diagram} data-mermaid="rendered">
        <div {...frame} dangerouslySetInnerHTML={{ __html: svg }} />
      </figure>
    );
  }
  return (
    <figure ref={figure} className={styles.diagram} data-mermaid={failed ? "failed" : "pending"}>
      <div {...frame}>
        <pre className={styles.source} tabIndex={0} role="group" aria-label="Diagram source">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}
