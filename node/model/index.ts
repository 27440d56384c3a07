import type { LoadedSiteConfig } from "../../src/config/load";
import type { SiteConfig } from "../../src/config/schema";
import { siteVersions } from "../../src/config/versions";
import type { SiteVersion } from "@shared/versions";
import type { SearchDocument } from "@shared/search/types";
import { apiGuides, apiModelOptions, apiPageModels, type ApiPageModels } from "../api/page-models";
import { apiChangesLink } from "../api/sidebar";
import { cliPageModels, type CliPageModels } from "../cli/page-models";
import type { BlogPostNode, DocPageNode } from "../node-types";
import type { SidebarsResult } from "../sidebar";
import { buildSidebarsFromStore } from "../sidebar/from-store";
import { buildSearchRecords, type SearchInput } from "../search/records";
import { mdxSources, versionStore, type NodeStore } from "../store";
import { computeVersionChanges, type VersionChanges } from "../versions/changes";
import { versionRoutes } from "../versions/counterparts";
import {
  readVersionFile,
  retiredPagesOf,
  successorsOf,
  type RetiredPage,
} from "../versions/retired";
import type { VersionFile } from "../versions/version-file";
import { inputKey, partMemo } from "./parts";

/**
 * The site model: everything the outputs of a build are made from, per docs version, built from
 * Gatsby's node store. createPages renders the pages from it, the `searchRecords` field hands
 * search its records, onPostBuild writes the Markdown copies and llms files from it. Each output
 * reads the same model, so a page, its search records and its Markdown copy cannot disagree.
 *
 * A part of the model (a version's sidebars, CLI models, API models, search records; the changes
 * between versions) is made when it is first read, from the nodes it names as its inputs. The
 * model builder remembers the last value of each part with the digests of those nodes
 * (./parts.ts): createPages, the resolvers and onPostBuild of one build share every part, and in
 * `gatsby develop`, where createPages runs after each edit, only the parts whose inputs changed
 * are made again. A part that fails throws the same error to every reader, so each page creator
 * that needs it reports it.
 */
export interface SiteModel {
  config: SiteConfig;
  /** The file the configuration came from (for error messages). */
  configFile: string;
  /** Every docs version's model, the current one first. */
  versions: readonly VersionModel[];
  current: VersionModel;
  /** The whole store: every version's nodes, and the site-wide ones (blog, landing...). */
  store: NodeStore;
  /** What changed from the previous docs version to the current one (null with one version). */
  changes(): VersionChanges | null;
  /** The pages at retired topics' old addresses ([] with one version). */
  retired(): RetiredPage[];
  /** For each archived route whose topic names a successor, that current route. */
  successors(): Map<string, string>;
}

/** One docs version of the site model: what its docs, CLI and API pages are made from. */
export interface VersionModel {
  /** The whole site's model, to which this version belongs. */
  site: SiteModel;
  config: SiteConfig;
  configFile: string;
  version: SiteVersion;
  /** Every docs version, current first. */
  versions: readonly SiteVersion[];
  /** The version's view of the store: its docs, CLI and API nodes; the site-wide ones. */
  store: NodeStore;
  docs: readonly DocPageNode[];
  /** The MDX text of a doc page or post, as every reader parses it (node/store.ts mdxText). */
  mdxText(page: DocPageNode | BlogPostNode): string;
  sidebars(): SidebarsResult;
  cli(): CliPageModels;
  api(): ApiPageModels;
  /** This version's version.yaml (checked); null for the current version. */
  versionFile(): VersionFile | null;
  /** Every route its docs, CLI and API pages are made at. */
  routes(): Set<string>;
  /** Its search records; the blog's posts are in the current version's only. */
  searchRecords(): SearchDocument[];
}

/** The site model over `store`, with the configuration the lifecycle read. */
export function siteModel(store: NodeStore, loaded: LoadedSiteConfig): SiteModel {
  const { config, file: configFile } = loaded;
  const versions = siteVersions(config);
  const configKey = JSON.stringify(config);
  const part = partMemo(configKey);
  const site = {} as SiteModel;
  const models = versions.map((version) =>
    versionModel(site, store, version, versions, part, loaded),
  );
  const [current, previous] = models;
  Object.assign(site, {
    config,
    configFile,
    versions: models,
    current: current!,
    store,
    changes: part(
      "changes",
      () =>
        models
          .slice(0, 2)
          .map((model) => [
            model.version,
            inputKey(model.store.apiSpecs()),
            inputKey(model.store.cliYaml()),
          ]),
      () => (previous ? computeVersionChanges(current!, previous) : null),
    ),
    retired: part(
      "retired",
      () =>
        models.map((model) => [
          model.version,
          inputKey(model.store.docPages()),
          inputKey(model.store.cliCommands()),
          inputKey(model.store.apiOperations()),
          inputKey(model.store.versionYaml()),
        ]),
      () => retiredPagesOf(models),
    ),
  } satisfies Omit<SiteModel, "successors">);
  site.successors = (() => {
    let found: Map<string, string> | undefined;
    return () => (found ??= successorsOf(site.retired()));
  })();
  return site;
}

function versionModel(
  site: SiteModel,
  whole: NodeStore,
  version: SiteVersion,
  versions: readonly SiteVersion[],
  part: ReturnType<typeof partMemo>,
  { config, file: configFile }: LoadedSiteConfig,
): VersionModel {
  // With one version every node is the current version's: no view needed.
  const store = versions.length > 1 ? versionStore(whole, version) : whole;
  const named = (name: string) => `${version.name}:${name}`;
  let texts: ReturnType<typeof mdxSources> | undefined;
  const mdxText = (page: DocPageNode | BlogPostNode) => (texts ??= mdxSources(whole))(page);
  const apiOptions = apiModelOptions(
    { basePath: config.basePath, additionalLanguages: config.prism.additionalLanguages },
    version,
  );
  /** The Mdx nodes of the version's docs (and of the blog's posts, for the current version). */
  const mdxOf = (pages: ReadonlyArray<{ mdxId: string }>) => {
    const ids = new Set(pages.map((page) => page.mdxId));
    return whole.mdx().filter((node) => ids.has(node.id));
  };
  const model: VersionModel = {
    site,
    config,
    configFile,
    version,
    versions,
    store,
    docs: store.docPages(),
    mdxText,
    sidebars: part(
      named("sidebars"),
      () => [
        version.path,
        apiChangesLink(versions, version),
        inputKey(store.docPages()),
        inputKey(store.sidebarsYaml()),
        inputKey(store.cliCommands()),
        inputKey(store.apiOperations()),
        inputKey(store.apiTags()),
      ],
      () => buildSidebarsFromStore(store, version.path, apiChangesLink(versions, version)),
    ),
    cli: part(
      named("cli"),
      () => [version.path, inputKey(store.cliCommands()), inputKey(store.apiOperations())],
      () => cliPageModels(store, { base: version.path }),
    ),
    api: part(
      named("api"),
      () => [
        apiOptions,
        inputKey(store.apiSpecs()),
        inputKey(store.apiOverviewYaml()),
        inputKey(store.apiOperations()),
        inputKey(store.cliCommands()),
        [...apiGuides(store, apiOptions.basePath)],
      ],
      () => apiPageModels(store, apiOptions),
    ),
    versionFile: part(
      named("versionFile"),
      () => [inputKey(store.versionYaml())],
      () => readVersionFile(model),
    ),
    routes: part(
      named("routes"),
      () => [
        version.path,
        inputKey(store.docPages()),
        inputKey(store.cliCommands()),
        inputKey(store.apiOperations()),
      ],
      () => versionRoutes(model),
    ),
    searchRecords: part(
      named("searchRecords"),
      () => [
        version,
        apiOptions,
        inputKey(store.docPages()),
        inputKey(version.current ? store.blogPosts() : []),
        inputKey(mdxOf([...store.docPages(), ...(version.current ? store.blogPosts() : [])])),
        inputKey(store.cliCommands()),
        inputKey(store.apiOperations()),
        inputKey(store.apiSpecs()),
        inputKey(store.apiOverviewYaml()),
      ],
      () => buildSearchRecords(searchInput(model)),
    ),
  };
  return model;
}

/**
 * What one version's search records are made of: the texts and models its pages render. A
 * version whose CLI or API models cannot be made (a command calls an operation its OpenAPI
 * document lacks) is searched without them: createPages reports the error, naming the file.
 */
function searchInput(model: VersionModel): SearchInput {
  const doc = (page: DocPageNode) => ({
    route: page.route,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    sourcePath: page.sourcePath,
    body: model.mdxText(page),
  });
  const post = (page: BlogPostNode) => ({
    route: page.route,
    title: page.title,
    description: page.description,
    tags: page.tags,
    sourcePath: page.sourcePath,
    body: model.mdxText(page),
  });
  return {
    docs: model.docs.map(doc),
    blog: model.version.current ? model.store.blogPosts().map(post) : [],
    api: orNone(() => model.api().operations),
    cli: orNone(() => model.cli().commands),
  };
}

function orNone<T>(read: () => readonly T[]): readonly T[] {
  try {
    return read();
  } catch {
    return [];
  }
}
