import type { SiteConfig } from "../config/schema";
import { siteConfig, type LoadedSiteConfig } from "../config/load";
import type { DocPageNode } from "./node-types";
import type { SidebarsResult } from "./sidebar";
import { sidebarsFromStore } from "./sidebar/from-store";
import type { NodeStore } from "./store";

/**
 * What every page creator needs from the whole site, made once in createPages and handed to each:
 * the validated configuration, the typed node store, the docs and the resolved sidebars.
 */
export interface SiteData {
  config: SiteConfig;
  /** The file the configuration came from (for error messages). */
  configFile: string;
  store: NodeStore;
  docs: readonly DocPageNode[];
  /**
   * The resolved sidebars. The pipeline runs on the first call; every later call (and the
   * `docsSidebars` resolver) gets the same value, or the same error when the sidebar file is
   * invalid, so each creator that needs them reports it as before.
   */
  sidebars(): SidebarsResult;
}

export function siteData(store: NodeStore, loaded: LoadedSiteConfig = siteConfig()): SiteData {
  return {
    config: loaded.config,
    configFile: loaded.file,
    store,
    docs: store.docPages(),
    sidebars: () => sidebarsFromStore(store),
  };
}
