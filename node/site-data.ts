import type { SiteConfig } from "../src/config/schema";
import { siteConfig, type LoadedSiteConfig } from "../src/config/load";
import { siteVersions } from "../src/config/versions";
import type { SiteVersion } from "@shared/versions";
import type { DocPageNode } from "./node-types";
import type { SidebarsResult } from "./sidebar";
import { sidebarsFromStore } from "./sidebar/from-store";
import { apiChangesLink } from "./api/sidebar";
import { versionStore, type NodeStore } from "./store";

/**
 * What every page creator needs, made once in createPages and handed to each: the validated
 * configuration, the typed node store, the docs and the resolved sidebars, as one docs version
 * sees them. Creators of docs, CLI and API pages run once per version (createPages), each time
 * over that version's SiteData; the others run once, over the current version's.
 */
export interface SiteData {
  config: SiteConfig;
  /** The file the configuration came from (for error messages). */
  configFile: string;
  /** The version these data are of: its nodes only, its routes under `version.path`. */
  version: SiteVersion;
  /** Every docs version, current first. */
  versions: readonly SiteVersion[];
  /** The version's view of the store (its docs, CLI and API nodes; the rest of the site). */
  store: NodeStore;
  /** The whole store: every version's nodes. */
  allVersions: NodeStore;
  docs: readonly DocPageNode[];
  /**
   * The resolved sidebars of the version. The pipeline runs on the first call; every later call
   * (and the `docsSidebars` resolver) gets the same value, or the same error when the sidebar
   * file is invalid, so each creator that needs them reports it as before.
   */
  sidebars(): SidebarsResult;
}

/** The SiteData of each docs version, the current one first. */
export function siteDataByVersion(
  store: NodeStore,
  loaded: LoadedSiteConfig = siteConfig(),
): SiteData[] {
  const versions = siteVersions(loaded.config);
  return versions.map((version) => siteData(store, loaded, version, versions));
}

/** The current version's SiteData (or another version's). */
export function siteData(
  store: NodeStore,
  loaded: LoadedSiteConfig = siteConfig(),
  version: SiteVersion = siteVersions(loaded.config)[0]!,
  versions: readonly SiteVersion[] = siteVersions(loaded.config),
): SiteData {
  // With one version every node is the current version's: no view needed.
  const scoped = versions.length > 1 ? versionStore(store, version) : store;
  return {
    config: loaded.config,
    configFile: loaded.file,
    version,
    versions,
    store: scoped,
    allVersions: store,
    docs: scoped.docPages(),
    sidebars: () => sidebarsFromStore(scoped, version.path, apiChangesLink(versions, version)),
  };
}
