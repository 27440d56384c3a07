import { useEffect, useId, useState } from "react";
import * as styles from "./styles.module.css";

/**
 * A ```mermaid block. The server renders the diagram's source (readable without JavaScript);
 * in the browser the mermaid library is loaded on demand, only on pages with a diagram, and
 * replaces the source with the drawing.
 */
export function Mermaid({ code }: { code: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import(/* webpackChunkName: "mermaid" */ "mermaid")
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({
          startOnLoad: false,
          theme: "neutral",
          securityLevel: "strict",
          fontFamily: "inherit",
        });
        const { svg: drawn } = await mermaid.render(`mermaid-${id}`, code);
        if (!cancelled) setSvg(drawn);
      })
      .catch((error: unknown) => {
        console.warn("Diagram could not be drawn; showing its source.", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [code, id]);

  if (svg) {
    return (
      <figure
        className={styles.diagram}
        data-mermaid="rendered"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  return (
    <figure className={styles.diagram} data-mermaid={failed ? "failed" : "pending"}>
      <pre className={styles.source} tabIndex={0} aria-label="Diagram source">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
