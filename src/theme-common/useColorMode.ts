import config from "@site-config";
import { useCallback, useEffect } from "react";
import {
  COLOR_MODE_STORAGE_KEY,
  colorModeChoice,
  nextColorModeChoice,
  PREFERS_DARK_QUERY,
  resolveColorMode,
  storedColorMode,
  type ColorModeChoice,
} from "./colorMode";
import { useHydrated, useStoredValue } from "./useStoredValue";

/**
 * The reader's colour mode choice, shared by every switch and kept in sync across tabs; keeps
 * `data-theme` on <html> up to date (the inline script of gatsby-ssr set it before first paint).
 */
export function useColorMode(): { choice: ColorModeChoice; cycle: () => void } {
  const [stored, setStored] = useStoredValue(COLOR_MODE_STORAGE_KEY);
  const hydrated = useHydrated();
  const choice = colorModeChoice(stored, config.colorMode);

  useEffect(() => {
    // During hydration the choice is the server's guess: leave the inline script's work alone.
    if (!hydrated) return;
    const media = window.matchMedia(PREFERS_DARK_QUERY);
    const apply = () =>
      document.documentElement.setAttribute("data-theme", resolveColorMode(choice, media.matches));
    apply();
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [choice, hydrated]);

  const cycle = useCallback(
    () =>
      setStored(
        storedColorMode(nextColorModeChoice(choice, config.colorMode.respectPrefersColorScheme)),
      ),
    [choice, setStored],
  );
  return { choice, cycle };
}
