import type { SiteVersion } from "../shared/versions";
import type { SiteConfig } from "./schema";

/**
 * The docs versions of a configuration, current first. A configuration without `docs.versions`
 * documents one version: productVersion, served at /docs.
 */
export function siteVersions(config: SiteConfig): SiteVersion[] {
  const listed = config.docs.versions;
  if (!listed.length) {
    return [
      {
        name: config.productVersion,
        label: `v${config.productVersion}`,
        path: "/docs",
        current: true,
        banner: null,
      },
    ];
  }
  return listed.map((version, i) => ({
    name: version.name,
    label: version.label,
    path: version.path,
    current: i === 0,
    banner: version.banner ?? null,
  }));
}

/** The current version (the first). */
export function currentVersion(config: SiteConfig): SiteVersion {
  return siteVersions(config)[0]!;
}

/** The version of that name, or the current one for null (a source name without "@"). */
export function versionNamed(config: SiteConfig, name: string | null): SiteVersion {
  const versions = siteVersions(config);
  if (name === null) return versions[0]!;
  const found = versions.find((v) => v.name === name);
  if (!found) {
    throw new Error(
      `unknown docs version ${JSON.stringify(name)}; docs.versions lists ${versions.map((v) => JSON.stringify(v.name)).join(", ")}`,
    );
  }
  return found;
}
