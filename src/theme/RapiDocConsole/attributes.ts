/**
 * Attributes of the <rapi-doc> element (https://rapidocweb.com/api.html), styled with the site's
 * design tokens. RapiDoc derives shades from its colours, so it needs real values: the tokens are
 * read from the page (getComputedStyle) when the console loads, with these fallbacks.
 */

export const TOKEN_FALLBACKS = {
  "--c-primary": "#1d4ed8",
  "--c-bg": "#ffffff",
  "--c-bg-soft": "#f5f6f8",
  "--c-bg-strong": "#eceef2",
  "--c-text": "#1c1e21",
  "--font-sans": "system-ui, sans-serif",
  "--font-mono": "ui-monospace, monospace",
} as const;

export type Token = keyof typeof TOKEN_FALLBACKS;

/**
 * `narrow`: on phones RapiDoc's side navigation is hidden, so the focused view (one operation at
 * a time, chosen in that navigation) would be stuck on the first operation; the "view" style
 * lists every operation instead.
 */
export function rapiDocAttributes(
  readToken: (name: Token) => string,
  specUrl: string,
  narrow = false,
  /**
   * The page's own origin, added to the description's servers: FlowG answers no CORS preflight,
   * so the console reaches only a FlowG served on the same origin (behind the same proxy).
   */
  origin?: string,
): Record<string, string> {
  const token = (name: Token) => readToken(name).trim() || TOKEN_FALLBACKS[name];
  return {
    "spec-url": specUrl,
    theme: "light",
    "primary-color": token("--c-primary"),
    "bg-color": token("--c-bg"),
    "text-color": token("--c-text"),
    "nav-bg-color": token("--c-bg-soft"),
    "nav-text-color": token("--c-text"),
    "nav-hover-bg-color": token("--c-bg-strong"),
    "regular-font": token("--font-sans"),
    "mono-font": token("--font-mono"),
    "font-size": "default",
    "render-style": narrow ? "view" : "focused",
    layout: "row",
    "show-header": "false",
    "show-info": "false",
    "allow-spec-url-load": "false",
    "allow-spec-file-load": "false",
    "allow-server-selection": "true",
    "allow-authentication": "true",
    "persist-auth": "false",
    "allow-try": "true",
    "allow-search": "true",
    "allow-advanced-search": "false",
    "schema-style": "table",
    "default-schema-tab": "schema",
    "fill-request-fields-with-example": "true",
    // The page's own URL and history stay untouched (no #fragments per operation).
    "update-route": "false",
    // RapiDoc would otherwise fetch Open Sans from Google Fonts, a request to another host that
    // the Content-Security-Policy blocks (font-src 'self'); the console uses the site's fonts.
    "load-fonts": "false",
    ...(origin ? { "server-url": origin } : {}),
  };
}
