import { useEffect, useState, type ComponentType } from "react";
import * as styles from "./styles.module.css";

/** The classes of the controls every tool shares (a row, a field, a button). */
export const toolStyles = { bar: styles.bar, control: styles.control, button: styles.button };

interface LazyToolProps<P extends object> {
  /** Imports the tool's own chunk and gives its component. */
  load: () => Promise<ComponentType<P>>;
  /** The props the tool renders with. */
  props: P;
  /** The tool in the placeholder's sentences: "the playground". */
  name: string;
  /** Why the tool needs JavaScript, said when scripts do not run. */
  needsScript: string;
}

/**
 * An interactive tool of an MDX page (the VRL playground, the pipeline viewer): every doc page
 * knows its name, so the shell in the MDX components stays tiny, and the tool's code, a chunk of
 * its own, loads when the page that holds it opens.
 *
 * A tool's stylesheet is imported by its shell, not by the tool: a chunk loaded later that has
 * CSS makes webpack add its CSS-loading code to the runtime of every page (0.6 KiB gzipped).
 */
export function LazyTool<P extends object>({ load, props, name, needsScript }: LazyToolProps<P>) {
  const [Tool, setTool] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load()
      .then((component) => setTool(() => component))
      .catch(() => setFailed(true));
  }, [load]);
  if (Tool) return <Tool {...props} />;
  return (
    <div className={styles.placeholder}>
      <p className={styles.loading}>
        {failed
          ? `${name[0]!.toUpperCase()}${name.slice(1)} could not load. Check your connection and reload the page.`
          : `Loading ${name}…`}
      </p>
      <noscript>
        <p>{needsScript}</p>
      </noscript>
    </div>
  );
}
