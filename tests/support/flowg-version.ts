import fs from "node:fs";
import path from "node:path";
import siteConfig from "./site-config";

/**
 * Where the sources of a FlowG version live, so that a test about one version's facts reads that
 * version wherever it is today and keeps passing when the site switches versions (README,
 * "Releasing docs for a new FlowG version"):
 *
 * - the current version (`productVersion` of src/config/site.ts): content/docs, content/cli,
 *   content/sidebars.yaml, content/landing and openapi/flowg.yaml;
 * - an archived version (listed in `docs.versions`): `<versionsDir>/<name>/{docs, cli,
 *   sidebars.yaml, openapi.yaml}`; the landing page is not versioned, so it has none;
 * - a draft (the next version, not yet switched to): `drafts/v<name>/content/{docs, cli,
 *   sidebars.yaml, landing}` and `drafts/v<name>/openapi/flowg.yaml`.
 *
 * Paths are relative to the repository root (the tests run there), as the build names files in
 * its messages.
 */

export type VersionPlace = "current" | "archived" | "draft";

export interface VersionSourcePaths {
  /** The FlowG version, e.g. "0.45.8". */
  version: string;
  place: VersionPlace;
  /** The doc pages (`**.mdx`). */
  docs: string;
  /** The CLI data (`<binary>.yaml`). */
  cli: string;
  /** The docs sidebar. */
  sidebars: string;
  /** The OpenAPI description of the version's HTTP API. */
  openapi: string;
  /** The landing page's quick start, or null for an archived version (the landing is not versioned). */
  landing: string | null;
}

/** The version the site documents at /docs. */
export const CURRENT_VERSION: string = siteConfig.productVersion;

/** Every version of the site, current first, then the archived ones as src/config/site.ts lists them. */
export const SITE_VERSIONS: string[] = siteConfig.docs.versions.map((v) => v.name);

export interface Layout {
  /** Repository root the paths start from ("" for the working directory). */
  root: string;
  current: string;
  archived: string[];
  versionsDir: string;
}

const SITE_LAYOUT: Layout = {
  root: "",
  current: CURRENT_VERSION,
  archived: SITE_VERSIONS.slice(1),
  versionsDir: siteConfig.docs.versionsDir,
};

/**
 * The source paths of FlowG `version` (e.g. "0.45.8"). Throws, naming the places it looked at,
 * when the version is neither current, archived nor a draft, or when one of its files is missing.
 */
export function versionSources(version: string, layout: Layout = SITE_LAYOUT): VersionSourcePaths {
  const at = (...parts: string[]) => path.join(layout.root, ...parts);
  let sources: VersionSourcePaths;
  if (version === layout.current) {
    sources = {
      version,
      place: "current",
      docs: at("content/docs"),
      cli: at("content/cli"),
      sidebars: at("content/sidebars.yaml"),
      openapi: at("openapi/flowg.yaml"),
      landing: at("content/landing"),
    };
  } else if (layout.archived.includes(version)) {
    const dir = at(layout.versionsDir, version);
    sources = {
      version,
      place: "archived",
      docs: path.join(dir, "docs"),
      cli: path.join(dir, "cli"),
      sidebars: path.join(dir, "sidebars.yaml"),
      openapi: path.join(dir, "openapi.yaml"),
      landing: null,
    };
  } else if (fs.existsSync(at("drafts", `v${version}`))) {
    const dir = at("drafts", `v${version}`);
    sources = {
      version,
      place: "draft",
      docs: path.join(dir, "content/docs"),
      cli: path.join(dir, "content/cli"),
      sidebars: path.join(dir, "content/sidebars.yaml"),
      openapi: path.join(dir, "openapi/flowg.yaml"),
      landing: path.join(dir, "content/landing"),
    };
  } else {
    throw new Error(
      `FlowG ${version}: not the current version (productVersion ${layout.current}), not archived ` +
        `(src/config/site.ts docs.versions lists ${layout.archived.join(", ") || "none"}) and no ` +
        `draft at ${at("drafts", `v${version}`)}`,
    );
  }
  for (const [what, file] of Object.entries(sources)) {
    if (what === "docs" || what === "cli" || what === "sidebars" || what === "openapi") {
      if (!fs.existsSync(file as string)) {
        throw new Error(
          `FlowG ${version} (${sources.place}): ${what} expected at ${file}, missing`,
        );
      }
    }
  }
  return sources;
}

/** The CLI data file of one of the version's programs, e.g. `cliFile(v, "flowg-client")`. */
export function cliFile(sources: VersionSourcePaths, binary: string): string {
  return path.join(sources.cli, `${binary}.yaml`);
}

/** A doc page of the version by its path under the docs folder, e.g. `docFile(v, "guides/streams.mdx")`. */
export function docFile(sources: VersionSourcePaths, file: string): string {
  return path.join(sources.docs, file);
}

/**
 * The landing page's quick start of the version. Only the current version and a draft have one:
 * asking for an archived version's fails, naming it.
 */
export function landingDir(sources: VersionSourcePaths): string {
  if (sources.landing === null) {
    throw new Error(
      `FlowG ${sources.version} is archived: the landing page (content/landing) is not versioned and only describes the current version ${CURRENT_VERSION}`,
    );
  }
  return sources.landing;
}

/**
 * A value chosen by FlowG version (e.g. the number of API operations): the entry for `version`,
 * or an error naming the versions that have one, so that a new version cannot pass unnoticed.
 */
export function byVersion<T>(values: Record<string, T>, version: string, what: string): T {
  if (!Object.hasOwn(values, version)) {
    throw new Error(
      `${what}: no expectation for FlowG ${version} (known: ${Object.keys(values).join(", ")}); add one`,
    );
  }
  return values[version]!;
}

/** The FlowG versions waiting in drafts/ (folders `drafts/v<version>/`), oldest first. */
export function draftVersions(root = ""): string[] {
  const dir = path.join(root, "drafts");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^v\d+\.\d+\.\d+$/.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(dir, entry.name, "content/docs")))
    .map((entry) => entry.name.slice(1))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/**
 * The docs folder of every FlowG version the site serves or will serve: the current one, the
 * archived ones, then the drafts.
 */
export function allDocsDirs(): string[] {
  const names = [...SITE_VERSIONS, ...draftVersions().filter((v) => !SITE_VERSIONS.includes(v))];
  return names.map((name) => versionSources(name).docs);
}
