import { useEffect, useState } from "react";
import { MOBILE_MEDIA_QUERY } from "./breakpoints";

/**
 * "ssr" during server rendering and the first client render (so hydration matches), then
 * "mobile" or "desktop" from the shared breakpoint, kept up to date.
 */
export type WindowSize = "ssr" | "mobile" | "desktop";

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>("ssr");
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const update = () => setSize(query.matches ? "mobile" : "desktop");
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return size;
}
