import path from "node:path";
import defaultConfig from "./site";
import { parseSiteConfig, type SiteConfig } from "./schema";
import { requireTypeScript } from "./require-ts";

export const DEFAULT_SITE_CONFIG_FILE = "src/config/site.ts";

export interface LoadedSiteConfig {
  config: SiteConfig;
  /** The file the configuration came from, relative to the project when possible. */
  file: string;
}

/**
 * Loads and validates the site configuration: src/config/site.ts, or the module named by the
 * FLOWG_SITE_CONFIG environment variable (path relative to the project root).
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): LoadedSiteConfig {
  const override = env.FLOWG_SITE_CONFIG;
  if (!override) {
    return {
      config: parseSiteConfig(defaultConfig, DEFAULT_SITE_CONFIG_FILE),
      file: DEFAULT_SITE_CONFIG_FILE,
    };
  }
  const absolute = path.resolve(process.cwd(), override);
  const mod = requireTypeScript(absolute) as { default?: unknown };
  const file = path.relative(process.cwd(), absolute);
  return { config: parseSiteConfig(mod.default ?? mod, file), file };
}

let loadedFor: { key: string; loaded: LoadedSiteConfig } | undefined;

/**
 * The site configuration, parsed once per module instance: the Gatsby lifecycle modules read it
 * here and hand it down. Loaded again only if FLOWG_SITE_CONFIG names another module.
 */
export function siteConfig(env: NodeJS.ProcessEnv = process.env): LoadedSiteConfig {
  const key = env.FLOWG_SITE_CONFIG ?? "";
  if (loadedFor?.key !== key) loadedFor = { key, loaded: loadSiteConfig(env) };
  return loadedFor.loaded;
}
