import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parsePostFrontMatter, postIdentity } from "../../node/blog/front-matter";
import { parseDocFrontMatter } from "../../node/docs/front-matter";
import { docIdFromPath, docRoute } from "../../node/docs/routes";
import type { SearchInput } from "../../node/search/records";
import { apiModelsFromFile } from "./api-models";
import { cliModelsFromFiles } from "./cli-models";
import { CURRENT_VERSION, versionSources, type VersionSourcePaths } from "./flowg-version";

/**
 * The search input of the real site, read straight from the files the way the Gatsby nodes are
 * made (same front-matter parsers, routes and CLI pipeline), for the ranking tests and
 * bench/search.ts. The build feeds the same shapes from GraphQL (node/search/plugin-options.ts).
 * The docs, CLI data and OpenAPI description are those of one FlowG version, by default the
 * current one (content/ and openapi/), at the routes they have when current (/docs/...); the
 * blog is content/blog, which is not versioned.
 */
export function searchInputFromFiles(
  sources: VersionSourcePaths = versionSources(CURRENT_VERSION),
): SearchInput {
  return { docs: docs(sources.docs), blog: blog(), api: api(sources.openapi), cli: cli(sources) };
}

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".mdx"))
    .sort();
}

function docs(dir: string): SearchInput["docs"] {
  return mdxFiles(dir).map((relativePath) => {
    const sourcePath = path.join(dir, relativePath);
    const { data, content } = matter(fs.readFileSync(path.join(dir, relativePath), "utf8"));
    const fm = parseDocFrontMatter(data, sourcePath);
    return {
      route: docRoute(docIdFromPath(relativePath), fm.slug),
      title: fm.title,
      description: fm.description ?? null,
      keywords: fm.keywords,
      body: content,
      sourcePath,
    };
  });
}

function blog(): SearchInput["blog"] {
  const dir = "content/blog";
  return mdxFiles(dir).flatMap((file) => {
    const sourcePath = path.join(dir, file);
    const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
    const fm = parsePostFrontMatter(data, sourcePath);
    if (fm.draft) return [];
    const { slug } = postIdentity(path.basename(file), fm, sourcePath);
    return [
      {
        route: `/blog/${slug}`,
        title: fm.title,
        description: fm.description ?? "",
        tags: fm.tags,
        body: content,
        sourcePath,
      },
    ];
  });
}

/** The API operations' models, as the build makes them (the search records read those). */
function api(file: string): SearchInput["api"] {
  return apiModelsFromFile(file);
}

/** The CLI pages' models, as the build makes them (the search records read those). */
function cli(sources: VersionSourcePaths): SearchInput["cli"] {
  const binaries = fs
    .readdirSync(sources.cli)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => f.replace(/\.yaml$/, ""));
  return cliModelsFromFiles(binaries, undefined, sources);
}
