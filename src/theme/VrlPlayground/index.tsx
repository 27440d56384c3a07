import { LazyTool } from "../LazyTool";
// The tool's styles ship with this shell (see LazyTool).
import "./styles.module.css";
import { useVrlPresets } from "../../theme-common/vrl/presets";

const load = () =>
  import(/* webpackChunkName: "vrl-playground" */ "./Playground").then(
    (module) => module.Playground,
  );

/**
 * `<VrlPlayground />` in MDX: the transformer playground. The playground is a chunk of its own
 * (see LazyTool), and the VRL engine loads only on the first run.
 */
export function VrlPlayground() {
  const presets = useVrlPresets();
  return (
    <LazyTool
      load={load}
      props={{ presets }}
      name="the playground"
      needsScript="The playground needs JavaScript: it runs VRL in your browser."
    />
  );
}
