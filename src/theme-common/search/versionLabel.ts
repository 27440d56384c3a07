import config from "@site-config";

/** A docs version's label as the site configuration gives it (v0.44.0). */
export function searchVersionLabel(name: string): string {
  return config.docs.versions.find((version) => version.name === name)?.label ?? `v${name}`;
}
