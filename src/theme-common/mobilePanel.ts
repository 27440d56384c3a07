import { createContext, useContext } from "react";

/**
 * Inside the mobile side panel: what a followed link calls to close the panel. Links call it
 * from their own click handler; closing from an ancestor's capture-phase handler would unmount
 * the link before its handler runs (React flushes between the two phases), and the browser
 * would then do a full page load instead of Gatsby's client-side navigation.
 */
export const PanelNavigateContext = createContext<(() => void) | null>(null);

export function usePanelNavigate(): (() => void) | null {
  return useContext(PanelNavigateContext);
}
