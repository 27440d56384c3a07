import { LazyTool } from "../LazyTool";
// The tool's styles ship with this shell (see LazyTool).
import "./Viewer.module.css";
import { useFlowRules } from "../../theme-common/flowRules";

const load = () =>
  import(/* webpackChunkName: "pipeline-viewer" */ "./Viewer").then((module) => module.Viewer);

/**
 * `<PipelineViewer />` in MDX: draws and checks a flow the reader pastes. The viewer, with the
 * layout library and the grammars, is a chunk of its own (see LazyTool).
 */
export function PipelineViewer() {
  const rules = useFlowRules();
  return (
    <LazyTool
      load={load}
      props={{ rules }}
      name="the viewer"
      needsScript="The viewer needs JavaScript: it reads and draws your flow in your browser."
    />
  );
}
