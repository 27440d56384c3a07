import { createContext, useContext } from "react";
import type { FlowRules } from "@shared/flow/check";

/**
 * The rules of a pipeline flow in each documented FlowG version, current first. Only the page
 * that holds `<PipelineViewer />` receives them (its page context, node/create-pages/docs.ts);
 * the doc template provides them here.
 */
export const FlowRulesContext = createContext<readonly FlowRules[] | null>(null);

export function useFlowRules(): readonly FlowRules[] {
  return useContext(FlowRulesContext) ?? [];
}
