import { useEffect, useState, type ComponentType } from "react";
import type { VrlPreset } from "@shared/vrl/playground";
import { useVrlPresets } from "../../theme-common/vrl/presets";
import * as styles from "./styles.module.css";

/**
 * `<VrlPlayground />` in MDX: the transformer playground. Every doc page knows this name, so the
 * shell stays tiny; the playground itself (a chunk of its own) loads when the page that holds it
 * opens, and the VRL engine only on the first run.
 */
export function VrlPlayground() {
  const presets = useVrlPresets();
  const [Playground, setPlayground] = useState<ComponentType<{
    presets: readonly VrlPreset[];
  }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import(/* webpackChunkName: "vrl-playground" */ "./Playground")
      .then((module) => setPlayground(() => module.Playground))
      .catch(() => setFailed(true));
  }, []);
  if (Playground) return <Playground presets={presets} />;
  return (
    <div className={styles.placeholder} data-vrl-playground="loading">
      <p className={styles.loading}>
        {failed
          ? "The playground could not load. Check your connection and reload the page."
          : "Loading the playground…"}
      </p>
      <noscript>
        <p>The playground needs JavaScript: it runs VRL in your browser.</p>
      </noscript>
    </div>
  );
}
