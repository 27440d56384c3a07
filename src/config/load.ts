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

/** Shared by every bundle of this process: Gatsby compiles gatsby-config and gatsby-node apart. */
const CACHE = Symbol.for("flowg.siteConfig");
type CacheHolder = { [CACHE]?: { key: string; loaded: LoadedSiteConfig } };

/**
 * The site configuration, parsed once per process: the first call loads and validates it, later
 * calls (every node creation, every webpack stage, createPages, onPostBuild) get the same value.
 * Loaded again only if FLOWG_SITE_CONFIG changes; `forgetSiteConfig` empties it (tests).
 */
export function siteConfig(env: NodeJS.ProcessEnv = process.env): LoadedSiteConfig {
  const holder = globalThis as CacheHolder;
  const key = env.FLOWG_SITE_CONFIG ?? "";
  const cached = holder[CACHE];
  if (cached?.key === key) return cached.loaded;
  const loaded = loadSiteConfig(env);
  holder[CACHE] = { key, loaded };
  return loaded;
}

export function forgetSiteConfig(): void {
  delete (globalThis as CacheHolder)[CACHE];
}
