/**
 * Colour mode logic (pure, unit-tested): the reader's choice, what the switch does next, and the
 * inline script that applies the stored choice before first paint.
 */
export type ColorMode = "light" | "dark";
export type ColorModeChoice = ColorMode | "system";

export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

/** localStorage key of the reader's choice ("light" or "dark"; absent means the default). */
export const COLOR_MODE_STORAGE_KEY = "theme";
export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";

/** The choice a stored value stands for; anything unexpected counts as no choice. */
export function colorModeChoice(stored: string | null, config: ColorModeConfig): ColorModeChoice {
  if (stored === "light" || stored === "dark") return stored;
  return config.respectPrefersColorScheme ? "system" : config.defaultMode;
}

/**
 * What the switch selects next: system → light → dark → system when the system preference is
 * respected, otherwise light ↔ dark.
 */
export function nextColorModeChoice(
  choice: ColorModeChoice,
  respectPrefersColorScheme: boolean,
): ColorModeChoice {
  if (!respectPrefersColorScheme) return choice === "dark" ? "light" : "dark";
  const cycle: ColorModeChoice[] = ["system", "light", "dark"];
  return cycle[(cycle.indexOf(choice) + 1) % cycle.length]!;
}

export function resolveColorMode(choice: ColorModeChoice, prefersDark: boolean): ColorMode {
  if (choice !== "system") return choice;
  return prefersDark ? "dark" : "light";
}

/** What to store for a choice: "system" is the absence of a choice. */
export function storedColorMode(choice: ColorModeChoice): string | null {
  return choice === "system" ? null : choice;
}

/**
 * Inline script (gatsby-ssr onRenderBody) run before first paint when the switch is enabled:
 * applies the stored choice, so a reader who chose dark never sees a light flash.
 */
export function colorModeScript(config: ColorModeConfig): string {
  return `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}var m=c==="light"||c==="dark"?c:${
    config.respectPrefersColorScheme
      ? `window.matchMedia(${JSON.stringify(PREFERS_DARK_QUERY)}).matches?"dark":"light"`
      : JSON.stringify(config.defaultMode)
  };document.documentElement.setAttribute("data-theme",m)})()`;
}
