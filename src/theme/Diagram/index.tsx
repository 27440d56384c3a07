import config from "@site-config";
import { useContext, useEffect, useRef, useState, type CSSProperties } from "react";
import { diagramUrl, withLabel, type DiagramElementProps } from "@shared/diagrams";
import { DiagramSource } from "../../theme-common/diagrams";
import * as styles from "./styles.module.css";

/**
 * A ```mermaid block: its drawing, made before the build (node/diagrams/), inlined as SVG.
 * No diagram code reaches the browser; the text of the drawing is text (selectable, found by
 * the browser's find). The SVG is `role="img"`, named by the diagram's accTitle or the caption.
 *
 * The server render writes the drawing into the HTML. In the browser the element starts empty:
 * React keeps the server's inner HTML when it hydrates (it does not compare
 * dangerouslySetInnerHTML), so the drawing is not in the page's script as well; after a
 * client-side navigation the element is new and empty, and the drawing is fetched.
 *
 * On narrow screens a wide diagram keeps a readable size and scrolls sideways; the site's image
 * zoom (src/theme-common/diagramZoom.ts) opens it full screen.
 */
export function Diagram({ drawing, width, caption, label }: DiagramElementProps) {
  const read = useContext(DiagramSource);
  // The drawing shown and its key: a new key (a diagram edited while develop runs) fetches anew.
  const [shown, setShown] = useState(() => ({
    key: drawing,
    svg: read ? withLabel(read(drawing), label) : "",
  }));
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown.key === drawing && (shown.svg || box.current?.querySelector("svg"))) return;
    let cancelled = false;
    fetch(diagramUrl(config.basePath, drawing))
      .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
      .then((text) => !cancelled && setShown({ key: drawing, svg: withLabel(text.trim(), label) }))
      .catch((error: unknown) => console.warn(`Diagram ${drawing} could not be loaded`, error));
    return () => {
      cancelled = true;
    };
  }, [drawing, label, shown]);

  const style = { "--diagram-width": width } as CSSProperties;
  return (
    <figure className={styles.diagram} data-diagram="">
      <div
        ref={box}
        className={styles.scroll}
        style={style}
        tabIndex={0}
        role="group"
        aria-label="Diagram, scrolls sideways"
        dangerouslySetInnerHTML={{ __html: shown.svg }}
        suppressHydrationWarning
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
