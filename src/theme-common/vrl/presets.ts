import { createContext, useContext } from "react";
import type { VrlPreset } from "@shared/vrl/playground";

/**
 * The examples offered by the playground. Only the page that holds a playground receives them
 * (its page context, node/create-pages/docs.ts); the doc template provides them here.
 */
export const VrlPresetsContext = createContext<readonly VrlPreset[] | null>(null);

/**
 * The playground page of the docs version being read, on a page with a runnable example: the
 * note under an opened example links it (null: the version has no playground page).
 */
export const VrlPlaygroundContext = createContext<string | null>(null);

export function useVrlPresets(): readonly VrlPreset[] {
  return useContext(VrlPresetsContext) ?? [];
}
