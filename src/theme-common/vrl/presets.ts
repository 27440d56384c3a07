import { createContext, useContext } from "react";
import type { VrlPreset } from "@shared/vrl/playground";

/**
 * The examples offered by the playground. Only the page that holds a playground receives them
 * (its page context, src/node/create-pages/docs.ts); the doc template provides them here.
 */
export const VrlPresetsContext = createContext<readonly VrlPreset[] | null>(null);

export function useVrlPresets(): readonly VrlPreset[] {
  return useContext(VrlPresetsContext) ?? [];
}
