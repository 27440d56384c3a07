import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { parsePostFrontMatter, postIdentity } from "../../src/node/blog/front-matter";
import { flattenCommands } from "../../src/node/cli/flatten";
import { cliCommandNodeFields } from "../../src/node/cli/nodes";
import { parseCliFile } from "../../src/node/cli/schema";
import { parseDocFrontMatter } from "../../src/node/docs/front-matter";
import { docIdFromPath, docRoute } from "../../src/node/docs/routes";
import type { ApiDocument, SearchInput } from "../../src/node/search/records";

/**
 * The search input of the real site, read straight from content/ and openapi/ the way the
 * Gatsby nodes are made (same front-matter parsers, routes and CLI pipeline), for the ranking
 * tests and bench/search.ts. The build feeds the same shapes from GraphQL (src/node/search/query.ts).
 */
export function searchInputFromFiles(root = process.cwd()): SearchInput {
  return { docs: docs(root), blog: blog(root), ...api(root), cli: cli(root) };
}

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".mdx"))
    .sort();
}

function docs(root: string): SearchInput["docs"] {
  const dir = path.join(root, "content/docs");
  return mdxFiles(dir).map((relativePath) => {
    const sourcePath = path.join("content/docs", relativePath);
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

function blog(root: string): SearchInput["blog"] {
  const dir = path.join(root, "content/blog");
  return mdxFiles(dir).flatMap((file) => {
    const sourcePath = path.join("content/blog", file);
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

function api(root: string): Pick<SearchInput, "api" | "apiDocument"> {
  const document = YAML.parse(fs.readFileSync(path.join(root, "openapi/flowg.yaml"), "utf8"));
  return {
    api: describeOperations(document, { file: "openapi/flowg.yaml" }).operations,
    apiDocument: document as ApiDocument,
  };
}

function cli(root: string): SearchInput["cli"] {
  const dir = path.join(root, "content/cli");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .flatMap((file) => {
      const sourcePath = path.join("content/cli", file);
      const data = parseCliFile(
        YAML.parse(fs.readFileSync(path.join(dir, file), "utf8")),
        sourcePath,
      );
      return flattenCommands(data).map((record) =>
        cliCommandNodeFields(record, { basePath: "/flowg", sourcePath, additionalLanguages: [] }),
      );
    });
}
