import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { parse, type ObjectTypeDefinitionNode } from "graphql";
import YAML from "yaml";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSchemaCustomization as openapiSchemaCustomization } from "../../plugins/gatsby-source-openapi/gatsby-node";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { siteConfig } from "../../src/config/load";
import { cliCommandSections, type CliCommandView } from "../../src/shared/cli-model";
import { createPages } from "../../node/create-pages";
import { onCreatePage as mdxOnCreatePage } from "gatsby-plugin-mdx/dist/gatsby-node";
import { createResolvers } from "../../node/create-resolvers";
import { createSchemaCustomization } from "../../node/create-schema-customization";
import { collectPages } from "../../node/markdown-export/collect";
import { siteModel } from "../../node/model";
import { nodeStore } from "../../node/store";
import type { SearchDocument } from "../../src/shared/search/types";
import { buildCache } from "../../node/cache";
import { onCreateNode } from "../../node/on-create-node";
import { forgetContentErrors, recordContentError } from "../../plugins/shared/content-errors";
import { CURRENT_VERSION } from "../support/flowg-version";
import { pageSidebar, type ResolvedSidebars } from "../../src/shared/sidebar";

/**
 * The page-creation glue (createPages with every creator, onCreateNode, the resolvers, the
 * Markdown copies) run against a fake Gatsby API over a small site: MDX files in a temporary
 * folder, a CLI file, a two-operation OpenAPI document and a sidebar file, all written here.
 * Every output is read from the same site model: the tests edit nodes as `gatsby develop` does
 * and check that each output shows the edit.
 */

/**
 * The fixture site has one docs version: the FlowG configuration with only its current version
 * (after the version cut, src/config/site.ts also lists archived ones, whose files the fixture
 * does not write; tests/unit/versions.test.ts covers those).
 */
vi.mock("../../src/config/site", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/config/site")>();
  const flowg = actual.default;
  return {
    default: {
      ...flowg,
      docs: { ...flowg.docs, versions: (flowg.docs.versions ?? []).slice(0, 1) },
    },
  };
});
interface CreatedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/** Gatsby's node store, actions and reporter, reduced to what the site's lifecycles use. */
class FakeGatsby {
  readonly nodes = new Map<string, Node>();
  readonly pages: CreatedPage[] = [];
  readonly errors: string[] = [];
  readonly warnings: string[] = [];

  readonly reporter = {
    panicOnBuild: (message: string) => this.errors.push(message),
    warn: (message: string) => this.warnings.push(message),
    info: () => undefined,
  };
  readonly actions = {
    createNode: (
      input: Record<string, unknown> & {
        id: string;
        internal: { type: string; contentDigest: string };
      },
    ) => {
      this.nodes.set(input.id, {
        parent: null,
        children: [],
        ...input,
        internal: { ...input.internal, owner: "test" },
      } as Node);
    },
    createParentChildLink: () => undefined,
    createPage: (page: CreatedPage) => this.pages.push(page),
  };
  readonly getNodesByType = (type: string) =>
    [...this.nodes.values()].filter((n) => n.internal.type === type);
  readonly getNode = (id: string) => this.nodes.get(id);
  readonly createNodeId = (seed: string) => `id(${seed})`;
  readonly createContentDigest = (value: unknown) => `digest(${JSON.stringify(value).length})`;
  /** onCreateNode runs that have not finished (it reads files asynchronously). */
  readonly pending: Array<Promise<unknown>> = [];
  nodeModel = {
    findAll: async ({ type }: { type: string }) => ({ entries: this.getNodesByType(type) }),
  };

  /** From now on the resolvers' nodeModel lists nodes in the other order than getNodesByType. */
  reverseNodeModel(): void {
    const findAll = this.nodeModel.findAll;
    this.nodeModel.findAll = async (query) => ({
      entries: [...(await findAll(query)).entries].reverse(),
    });
  }

  /** Adds a node as a source plugin would, then lets the site's onCreateNode see it. */
  source(node: { id: string; type: string; parent?: string } & Record<string, unknown>): void {
    const { type, contentFilePath, ...fields } = node;
    const input = {
      ...fields,
      internal: {
        type,
        contentDigest: `digest(${node.id})`,
        ...(typeof contentFilePath === "string" ? { contentFilePath } : {}),
      },
    };
    this.actions.createNode(input);
    const stored = this.nodes.get(node.id)!;
    const run = onCreateNode!(
      {
        node: stored,
        getNode: this.getNode,
        getNodesByType: this.getNodesByType,
        loadNodeContent: (file: { absolutePath: string }) =>
          Promise.resolve(fs.readFileSync(file.absolutePath, "utf8")),
        actions: this.actions,
        createNodeId: this.createNodeId,
        createContentDigest: this.createContentDigest,
        reporter: this.reporter,
      } as never,
      { plugins: [] },
      () => undefined,
    );
    this.pending.push(Promise.resolve(run));
  }

  /** Waits for every onCreateNode run, as Gatsby does before page creation. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  async createPages(): Promise<void> {
    await this.settled();
    await createPages!(
      {
        actions: this.actions,
        getNodesByType: this.getNodesByType,
        getNode: this.getNode,
        reporter: this.reporter,
      } as never,
      { plugins: [] },
      () => undefined,
    );
  }

  /** Runs a root query field the way Gatsby's schema would. */
  async resolve(
    field: "docsSidebars" | "navbarDocs" | "navbarSidebars" | "searchRecords",
  ): Promise<unknown> {
    type Resolve = (source: unknown, args: unknown, context: unknown) => Promise<unknown>;
    let resolvers: Record<string, Record<string, { resolve: Resolve }>> = {};
    createResolvers!(
      { createResolvers: (r: typeof resolvers) => (resolvers = r) } as never,
      { plugins: [] },
      () => undefined,
    );
    return resolvers.Query![field]!.resolve(undefined, {}, { nodeModel: this.nodeModel });
  }

  /** Pages with the component relative to the project, content file separate. */
  /** Every page made, by path (the order of creation follows node ids, as Gatsby's store does). */
  pageList(): Array<[string, string]> {
    const byPath = [...this.pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return byPath.map((page) => [
      page.path,
      path.relative(process.cwd(), page.component).replace(/\?__contentFilePath=.*/, "?mdx"),
    ]);
  }

  page(route: string): CreatedPage {
    const found = this.pages.find((p) => p.path === route);
    if (!found) throw new Error(`no page ${route}`);
    return found;
  }
}

const DOCS: Record<string, { frontmatter: Record<string, unknown>; body: string }> = {
  "index.mdx": {
    frontmatter: { title: "Overview", description: "What the probe is." },
    body: "## Start\n\nWelcome.",
  },
  "setup/install.mdx": {
    frontmatter: {
      title: "Installing the probe",
      description: "Running the probe.",
      sidebar_label: "Install",
    },
    body: "## Docker\n\nRun it.",
  },
  "guides/streams.mdx": {
    frontmatter: { title: "Streams", description: "Where records go." },
    body: "## Purge\n\nSee [purge](/docs/api/purge-stream).",
  },
  "extra.mdx": {
    frontmatter: { title: "Extra", description: "An extra page." },
    body: "Not in any sidebar.",
  },
};

const POSTS: Record<string, { frontmatter: Record<string, unknown>; body: string }> = {
  "2024-01-02-hello.mdx": {
    frontmatter: { title: "Hello", authors: ["linkdd"], tags: ["release"], description: "First." },
    body: "Opening.\n\n{/* truncate */}\n\nThe rest.",
  },
  "2024-03-04-second.mdx": {
    frontmatter: {
      title: "Second",
      authors: ["linkdd"],
      tags: ["release", "vrl"],
      description: "Next.",
    },
    body: "Again.\n\n{/* truncate */}\n\nMore.",
  },
};

const SIDEBARS = {
  docs: [
    "index",
    { type: "category", label: "Setting up", items: ["setup/install"] },
    { type: "category", label: "Guides", items: ["guides/streams"] },
    { type: "generated", source: "cli" },
    { type: "generated", source: "api" },
  ],
};

const CLI = {
  name: "flowg-probe",
  usage: "flowg-probe [flags]",
  purpose: "Check a stream.",
  description: "Reads the streams of a server.",
  api: ["list_streams"],
  commands: [
    {
      name: "purge",
      usage: "flowg-probe purge <stream>",
      purpose: "Empty a stream.",
      description: "Deletes every record of a stream.",
      api: ["purge_stream"],
      examples: [{ title: "Purge the default stream", code: "flowg-probe purge default" }],
    },
  ],
};

const OPENAPI = {
  openapi: "3.1.0",
  info: { title: "Probe API", version: "1.0.0" },
  servers: [{ url: "http://localhost:5080" }],
  tags: [{ name: "streams", description: "Streams of records." }],
  components: {
    securitySchemes: {
      token: { type: "http", scheme: "bearer", description: "A session or personal token." },
    },
    schemas: {
      SuccessResponse: { type: "object", properties: { success: { type: "boolean" } } },
      ErrorBody: { type: "object", properties: { status: { type: "string" } } },
      Scope: { type: "string", enum: ["read_streams", "write_streams"] },
    },
  },
  security: [{ token: [] }],
  paths: {
    "/api/v1/streams": {
      get: {
        operationId: "list_streams",
        tags: ["streams"],
        summary: "List streams",
        "x-flowg-permission": "read_streams",
        responses: {
          "200": {
            description: "The streams.",
            content: {
              "application/json": {
                schema: { type: "object", properties: { success: { type: "boolean" } } },
              },
            },
          },
        },
      },
    },
    "/api/v1/streams/{stream}": {
      delete: {
        operationId: "purge_stream",
        tags: ["streams"],
        summary: "Purge a stream",
        "x-flowg-permission": "write_streams",
        parameters: [{ name: "stream", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "Purged." } },
      },
    },
  },
};

interface FixtureOptions {
  docs?: typeof DOCS;
  sidebars?: Record<string, unknown> | null;
  cli?: Record<string, unknown>;
  openapi?: typeof OPENAPI | null;
}

let dir: string;

/** Writes the MDX files and sources every node of the fixture site through onCreateNode. */
function fixtureSite(options: FixtureOptions = {}): FakeGatsby {
  const g = new FakeGatsby();
  const mdx = (
    instance: "docs" | "blog",
    files: Record<string, { frontmatter: object; body: string }>,
  ) => {
    for (const [relativePath, { frontmatter, body }] of Object.entries(files)) {
      const absolutePath = path.join(dir, instance, relativePath);
      fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
      fs.writeFileSync(absolutePath, `---\n${YAML.stringify(frontmatter)}---\n\n${body}\n`);
      const fileId = `file:${instance}/${relativePath}`;
      g.source({
        id: fileId,
        type: "File",
        sourceInstanceName: instance,
        relativePath,
        absolutePath,
        base: path.basename(relativePath),
      });
      g.source({
        id: `mdx:${instance}/${relativePath}`,
        type: "Mdx",
        parent: fileId,
        frontmatter,
        body,
        contentFilePath: absolutePath,
      });
    }
  };
  mdx("docs", options.docs ?? DOCS);
  mdx("blog", POSTS);
  g.source({
    id: "authors",
    type: "AuthorsYaml",
    ...(YAML.parse(fs.readFileSync("content/blog/authors.yaml", "utf8")) as object),
  });
  g.source({
    id: "file:cli",
    type: "File",
    absolutePath: path.resolve("content/cli/flowg-probe.yaml"),
  });
  g.source({ id: "cli", type: "CliYaml", parent: "file:cli", ...(options.cli ?? CLI) });
  // The landing page's quick start and pipeline, and the API overview's prose, as their source
  // plugins make them.
  const landing = path.resolve("content/landing");
  for (const name of ["quick-start.sh", "pipeline.json"]) {
    g.source({
      id: `file:landing/${name}`,
      type: "File",
      sourceInstanceName: "landing",
      extension: path.extname(name).slice(1),
      relativePath: name,
      base: name,
      absolutePath: path.join(landing, name),
    });
  }
  g.source({
    id: "landing",
    type: "LandingYaml",
    ...(YAML.parse(fs.readFileSync(path.join(landing, "quick-start.yaml"), "utf8")) as object),
  });
  g.source({
    id: "overview",
    type: "ApiOverviewYaml",
    ...(YAML.parse(fs.readFileSync("content/api/overview.yaml", "utf8")) as object),
  });
  if (options.sidebars !== null) {
    g.source({ id: "sidebars", type: "SidebarsYaml", ...(options.sidebars ?? SIDEBARS) });
  }
  const openapi = options.openapi === undefined ? OPENAPI : options.openapi;
  if (openapi) {
    const { spec, operations, tags } = describeOperations(openapi, { file: "fixture.yaml" });
    // gatsby-source-openapi writes the document's docs version on each node (the current one,
    // productVersion of src/config/site.ts, which the version cut changes).
    const docsVersion = CURRENT_VERSION;
    g.source({ id: "spec", type: "ApiSpec", ...spec, docsVersion });
    for (const op of operations)
      g.source({ id: `op:${op.operationId}`, type: "ApiOperation", ...op, docsVersion });
    for (const tag of tags)
      g.source({ id: `tag:${tag.name}`, type: "ApiTag", ...tag, docsVersion });
  }
  return g;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-glue-"));
  forgetContentErrors();
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe("createPages over a fixture site", () => {
  it("creates every page with its template", async () => {
    const g = fixtureSite();
    await g.createPages();
    expect(g.errors).toEqual([]);
    expect(g.warnings).toEqual(["content/sidebars.yaml: these docs are in no sidebar: extra"]);
    expect(g.pageList()).toMatchInlineSnapshot(`
      [
        [
          "/",
          "src/templates/landing.tsx",
        ],
        [
          "/blog",
          "src/templates/blog-list.tsx",
        ],
        [
          "/blog/archive",
          "src/templates/blog-archive.tsx",
        ],
        [
          "/blog/authors",
          "src/templates/blog-authors.tsx",
        ],
        [
          "/blog/authors/linkdd",
          "src/templates/blog-list.tsx",
        ],
        [
          "/blog/hello",
          "src/templates/blog-post.tsx?mdx",
        ],
        [
          "/blog/second",
          "src/templates/blog-post.tsx?mdx",
        ],
        [
          "/blog/tags",
          "src/templates/blog-tags.tsx",
        ],
        [
          "/blog/tags/release",
          "src/templates/blog-list.tsx",
        ],
        [
          "/blog/tags/vrl",
          "src/templates/blog-list.tsx",
        ],
        [
          "/docs",
          "src/templates/doc-page.tsx?mdx",
        ],
        [
          "/docs/api",
          "src/templates/api-overview.tsx",
        ],
        [
          "/docs/api/list-streams",
          "src/templates/api-operation.tsx",
        ],
        [
          "/docs/api/purge-stream",
          "src/templates/api-operation.tsx",
        ],
        [
          "/docs/cli/flowg-probe",
          "src/templates/cli-command.tsx",
        ],
        [
          "/docs/cli/flowg-probe/flowg-probe_purge",
          "src/templates/cli-command.tsx",
        ],
        [
          "/docs/extra",
          "src/templates/doc-page.tsx?mdx",
        ],
        [
          "/docs/guides/streams",
          "src/templates/doc-page.tsx?mdx",
        ],
        [
          "/docs/setup/install",
          "src/templates/doc-page.tsx?mdx",
        ],
      ]
    `);
  });

  it("makes MDX pages that gatsby-plugin-mdx leaves as they are, so their query runs only when their data changes", async () => {
    const g = fixtureSite();
    await g.createPages();
    const mdxPages = g.pages.filter((page) => page.component.includes("?__contentFilePath="));
    expect(mdxPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/docs/setup/install", "/blog/second"]),
    );
    for (const page of mdxPages) {
      const actions = { createPage: vi.fn(), deletePage: vi.fn() };
      const file = {
        absolutePath: page.component.replace(/^.*\?__contentFilePath=/, ""),
        internal: { contentDigest: "digest" },
      };
      // The plugin deletes and makes again a page whose context has no front matter.
      await mdxOnCreatePage!(
        {
          page,
          actions,
          getNodesByType: (type: string) => (type === "File" ? [file] : []),
        } as never,
        { plugins: [] },
        () => undefined,
      );
      expect(actions.deletePage, page.path).not.toHaveBeenCalled();
      expect(actions.createPage, page.path).not.toHaveBeenCalled();
    }
  });

  it("hands each page its context", async () => {
    const g = fixtureSite();
    await g.createPages();
    expect(g.page("/docs/setup/install").context).toMatchInlineSnapshot(`
      {
        "breadcrumbs": [
          {
            "label": "Setting up",
          },
          {
            "href": "/docs/setup/install",
            "label": "Install",
          },
        ],
        "docsSidebar": [
          {
            "href": "/docs",
            "label": "Overview",
            "type": "doc",
          },
          {
            "collapsed": true,
            "items": [
              {
                "href": "/docs/setup/install",
                "label": "Install",
                "type": "doc",
              },
            ],
            "label": "Setting up",
            "type": "category",
          },
          {
            "collapsed": true,
            "items": [
              {
                "href": "/docs/guides/streams",
                "label": "Streams",
                "type": "doc",
              },
            ],
            "label": "Guides",
            "type": "category",
          },
          {
            "collapsed": true,
            "href": "/docs/cli/flowg-probe",
            "items": [
              {
                "href": "/docs/cli/flowg-probe/flowg-probe_purge",
                "label": "purge",
                "type": "doc",
              },
            ],
            "label": "flowg-probe",
            "type": "category",
          },
          {
            "collapsed": true,
            "href": "/docs/api",
            "items": [
              {
                "collapsed": true,
                "items": [
                  {
                    "href": "/docs/api/list-streams",
                    "label": "List streams",
                    "type": "doc",
                  },
                  {
                    "href": "/docs/api/purge-stream",
                    "label": "Purge a stream",
                    "type": "doc",
                  },
                ],
                "label": "Streams",
                "type": "category",
              },
            ],
            "label": "API Reference",
            "type": "category",
          },
        ],
        "frontmatter": {
          "title": "Installing the probe",
        },
        "id": "id(DocPage setup/install)",
        "next": {
          "href": "/docs/guides/streams",
          "label": "Streams",
        },
        "previous": {
          "href": "/docs",
          "label": "Overview",
        },
        "sidebarId": "docs",
      }
    `);
    // A CLI page's context: its navigation, and its page model as HTML (checked below).
    const { command, ...cliNavigation } = g.page("/docs/cli/flowg-probe/flowg-probe_purge")
      .context as Record<string, unknown> & { command: CliCommandView };
    expect(cliNavigation).toMatchInlineSnapshot(`
      {
        "breadcrumbs": [
          {
            "href": "/docs/cli/flowg-probe",
            "label": "flowg-probe",
          },
          {
            "href": "/docs/cli/flowg-probe/flowg-probe_purge",
            "label": "purge",
          },
        ],
        "docsSidebar": [
          {
            "href": "/docs",
            "label": "Overview",
            "type": "doc",
          },
          {
            "collapsed": true,
            "items": [
              {
                "href": "/docs/setup/install",
                "label": "Install",
                "type": "doc",
              },
            ],
            "label": "Setting up",
            "type": "category",
          },
          {
            "collapsed": true,
            "items": [
              {
                "href": "/docs/guides/streams",
                "label": "Streams",
                "type": "doc",
              },
            ],
            "label": "Guides",
            "type": "category",
          },
          {
            "collapsed": true,
            "href": "/docs/cli/flowg-probe",
            "items": [
              {
                "href": "/docs/cli/flowg-probe/flowg-probe_purge",
                "label": "purge",
                "type": "doc",
              },
            ],
            "label": "flowg-probe",
            "type": "category",
          },
          {
            "collapsed": true,
            "href": "/docs/api",
            "items": [
              {
                "collapsed": true,
                "items": [
                  {
                    "href": "/docs/api/list-streams",
                    "label": "List streams",
                    "type": "doc",
                  },
                  {
                    "href": "/docs/api/purge-stream",
                    "label": "Purge a stream",
                    "type": "doc",
                  },
                ],
                "label": "Streams",
                "type": "category",
              },
            ],
            "label": "API Reference",
            "type": "category",
          },
        ],
        "id": "id(CliCommand flowg-probe purge)",
        "next": {
          "href": "/docs/api",
          "label": "API Reference",
        },
        "previous": {
          "href": "/docs/cli/flowg-probe",
          "label": "flowg-probe",
        },
        "sidebarId": "docs",
      }
    `);
    expect(command.route).toBe("/docs/cli/flowg-probe/flowg-probe_purge");
    expect(command.apiCalls.map((call) => [call.operationId, call.route])).toEqual([
      ["purge_stream", "/docs/api/purge-stream"],
    ]);
    expect(cliCommandSections(command).map((section) => section.id)).toContain("api-calls");
    // HTML only: the Markdown of the texts stays with the model (the copy reads it).
    expect(typeof command.description).toBe("string");
    expect(g.page("/blog/second").context).toMatchInlineSnapshot(`
      {
        "frontmatter": {
          "title": "Second",
        },
        "id": "id(BlogPost second)",
        "newer": null,
        "older": {
          "date": "2024-01-02",
          "route": "/blog/hello",
          "title": "Hello",
        },
        "sidebar": [
          {
            "posts": [
              {
                "date": "2024-03-04",
                "route": "/blog/second",
                "title": "Second",
              },
              {
                "date": "2024-01-02",
                "route": "/blog/hello",
                "title": "Hello",
              },
            ],
            "year": "2024",
          },
        ],
      }
    `);
    expect(g.page("/blog/tags/vrl").context).toMatchInlineSnapshot(`
      {
        "heading": "1 post tagged “vrl”",
        "kind": "tag",
        "postIds": [
          "id(BlogPost second)",
        ],
        "sidebar": [
          {
            "posts": [
              {
                "date": "2024-03-04",
                "route": "/blog/second",
                "title": "Second",
              },
              {
                "date": "2024-01-02",
                "route": "/blog/hello",
                "title": "Hello",
              },
            ],
            "year": "2024",
          },
        ],
        "tag": "vrl",
      }
    `);
    const operation = g.page("/docs/api/purge-stream").context;
    expect(operation).toMatchObject({
      id: "op:purge_stream",
      route: "/docs/api/purge-stream",
      sidebarId: "docs",
      previous: { href: "/docs/api/list-streams" },
      next: null,
    });
    expect(operation.guides).toEqual([{ label: "Streams", href: "/docs/guides/streams" }]);
    expect(g.page("/").context.latestPost).toMatchObject({ title: "Second" });
  });

  it("gives each docs page its own sidebar, and the navbar only where each sidebar starts", async () => {
    const g = fixtureSite();
    await g.createPages();
    const sidebars = (await g.resolve("docsSidebars")) as ResolvedSidebars;
    // The page's copy is the sidebar without the doc ids, which only the build needs.
    expect(g.page("/docs/api/purge-stream").context.docsSidebar).toEqual(
      pageSidebar(sidebars.docs!),
    );
    expect(g.page("/docs/setup/install").context.docsSidebar).toEqual(pageSidebar(sidebars.docs!));
    expect(JSON.stringify(g.page("/docs/setup/install").context.docsSidebar)).not.toContain(
      "docId",
    );
    expect(g.page("/").context.docsSidebar).toBeUndefined();
    expect(await g.resolve("navbarSidebars")).toEqual({ docs: "/docs" });
  });
});

/** onPostBuild's Markdown copies of the current version, over the nodes as they are now. */
const copies = (g: FakeGatsby) =>
  collectPages({
    model: siteModel(nodeStore(g.getNodesByType), siteConfig()).current,
    site: { origin: "https://example.org", basePath: "/flowg" },
  });

/** The `searchRecords` field's records of a page. */
const recordsOf = async (g: FakeGatsby, route: string) =>
  ((await g.resolve("searchRecords")) as SearchDocument[]).filter(
    (record) => record.url.split("#")[0] === route,
  );

describe("one site model for every output", () => {
  it("gives the resolvers the sidebars of the pages, whatever order they list the nodes in", async () => {
    const g = fixtureSite();
    await g.createPages();
    const sidebars = (await g.resolve("docsSidebars")) as ResolvedSidebars;
    g.reverseNodeModel();
    expect(await g.resolve("docsSidebars")).toEqual(sidebars);
    expect(g.page("/docs/setup/install").context.docsSidebar).toEqual(pageSidebar(sidebars.docs!));
  });

  it("shows an edited doc in the sidebars (gatsby develop)", async () => {
    const g = fixtureSite();
    await g.createPages();
    const doc = g.nodes.get("id(DocPage setup/install)")!;
    g.nodes.set(doc.id, {
      ...doc,
      sidebarLabel: "Set up",
      internal: { ...doc.internal, contentDigest: "changed" },
    });
    const sidebars = (await g.resolve("docsSidebars")) as { docs: Array<{ items?: unknown }> };
    expect(sidebars.docs[1]?.items).toEqual([
      { type: "doc", docId: "setup/install", label: "Set up", href: "/docs/setup/install" },
    ]);
  });
});

describe("API pages, their Markdown copies and search records", () => {
  it("read the same operations and guides", async () => {
    const g = fixtureSite();
    await g.createPages();
    const { pages } = await copies(g);
    expect(pages.filter((page) => page.kind === "api").map((page) => page.route)).toEqual([
      "/docs/api",
      "/docs/api/list-streams",
      "/docs/api/purge-stream",
    ]);
    // The guide that links to the operation reaches the page and its copy alike.
    expect(g.page("/docs/api/purge-stream").context.guides).toEqual([
      { label: "Streams", href: "/docs/guides/streams" },
    ]);
    expect(pages.find((page) => page.route === "/docs/api/purge-stream")!.markdown).toContain(
      "[Streams](https://example.org/flowg/docs/guides/streams)",
    );
    g.reverseNodeModel();
    const [record] = await recordsOf(g, "/docs/api/purge-stream");
    expect(record?.page).toBe(g.page("/docs/api/purge-stream").context.summary);
  }, 30_000); // createPages and the copies over a fixture site, on a busy machine

  it("all show an edited operation or guide (gatsby develop)", async () => {
    const g = fixtureSite();
    await g.createPages();
    const op = g.nodes.get("op:purge_stream")!;
    g.nodes.set(op.id, {
      ...op,
      summary: "Empty a stream",
      internal: { ...op.internal, contentDigest: "changed" },
    });
    await g.createPages();
    expect(g.page("/docs/api/purge-stream").context.summary).toBe("Purge a stream");
    expect(g.pages.filter((p) => p.path === "/docs/api/purge-stream").at(-1)!.context.summary).toBe(
      "Empty a stream",
    );
    expect((await recordsOf(g, "/docs/api/purge-stream"))[0]?.page).toBe("Empty a stream");

    // A guide edited in develop: its Mdx node gets the new text.
    const guide = g.nodes.get("mdx:docs/index.mdx")! as Node & { body: string };
    g.nodes.set(guide.id, {
      ...guide,
      body: `${guide.body}\nSee [the list](/docs/api/list-streams).\n`,
      internal: { ...guide.internal, contentDigest: "edited" },
    } as Node);
    const { pages } = await copies(g);
    expect(pages.find((page) => page.route === "/docs/api/list-streams")!.markdown).toContain(
      "(https://example.org/flowg/docs)",
    );
    await g.createPages();
    const listStreams = () => g.pages.filter((p) => p.path === "/docs/api/list-streams").at(-1)!;
    expect(listStreams().context.guides).toEqual([{ label: "Overview", href: "/docs" }]);

    // Its prose edited again, the link kept: the operation's page lists the same guides.
    const linked = g.nodes.get(guide.id)! as Node & { body: string };
    g.nodes.set(guide.id, {
      ...linked,
      body: linked.body.replace("Welcome.", "Welcome, reader."),
      internal: { ...linked.internal, contentDigest: "edited again" },
    } as Node);
    await g.createPages();
    expect(listStreams().context.guides).toEqual([{ label: "Overview", href: "/docs" }]);
  }, 30_000); // createPages and the copies over a fixture site, on a busy machine
});

describe("Markdown copies kept in the build cache", () => {
  const build = async (docs: typeof DOCS, file: string) => {
    const g = fixtureSite({ docs });
    await g.createPages();
    // The build cache of a build: what the last one kept, saved for the next.
    buildCache({ file, key: "code" });
    const { pages } = await copies(g);
    buildCache().save();
    // The same copies made with an empty cache.
    buildCache({ file: path.join(dir, "none.json"), key: null });
    return { pages, fresh: (await copies(g)).pages };
  };

  it("are the copies a build without them makes, before and after an edit", async () => {
    const file = path.join(dir, "copies.json");
    const first = await build(DOCS, file);
    expect(first.pages).toEqual(first.fresh);

    const same = await build(DOCS, file);
    expect(same.pages).toEqual(first.pages);

    const edited = {
      ...DOCS,
      // The link stays: the API page's copy, which lists the guides linking it, is the same.
      "guides/streams.mdx": {
        frontmatter: { title: "Streams", description: "Where records go, edited." },
        body: "## Purge\n\nEdited: see [purge](/docs/api/purge-stream).",
      },
    };
    const after = await build(edited, file);
    expect(after.pages).toEqual(after.fresh);
    const streams = after.pages.find((page) => page.route === "/docs/guides/streams")!;
    expect(streams.markdown).toContain("Edited: see");
    // The description is kept with the copy, and follows an edit of the front matter.
    expect(streams.description).toBe("Where records go, edited.");
  });
});

describe("CLI pages, their Markdown copies and search records", () => {
  it("read the same commands", async () => {
    const g = fixtureSite();
    await g.createPages();
    const { pages } = await copies(g);
    const routes = pages.filter((page) => page.kind === "cli").map((page) => page.route);
    expect(routes.sort()).toEqual([
      "/docs/cli/flowg-probe",
      "/docs/cli/flowg-probe/flowg-probe_purge",
    ]);
    g.reverseNodeModel();
    expect(await recordsOf(g, "/docs/cli/flowg-probe/flowg-probe_purge")).not.toEqual([]);
  }, 30_000); // createPages and the copies over a fixture site, on a busy machine

  it("all show an edited command or an edited operation it calls (gatsby develop)", async () => {
    const g = fixtureSite();
    await g.createPages();
    const purge = g.nodes.get("id(CliCommand flowg-probe purge)")! as Node & { purpose: string };
    g.nodes.set(purge.id, {
      ...purge,
      purpose: "Empty a stream for good.",
      internal: { ...purge.internal, contentDigest: "changed" },
    } as Node);
    await g.createPages();
    const pages = g.pages.filter((p) => p.path === "/docs/cli/flowg-probe/flowg-probe_purge");
    expect((pages.at(-1)!.context.command as CliCommandView).purpose).toBe(
      "Empty a stream for good.",
    );
    const records = await recordsOf(g, "/docs/cli/flowg-probe/flowg-probe_purge");
    expect(records.map((record) => record.text).join(" ")).toContain("Empty a stream for good.");

    const op = g.nodes.get("op:purge_stream")!;
    g.nodes.set(op.id, {
      ...op,
      summary: "Empty a stream",
      internal: { ...op.internal, contentDigest: "changed" },
    });
    const { pages: copied } = await copies(g);
    expect(copied.find((page) => page.route.endsWith("_purge"))!.markdown).toContain(
      ": Empty a stream (`purge_stream`)",
    );
  }, 30_000); // createPages and the copies over a fixture site, on a busy machine
});

/** Messages with the temporary folder written as <fixture>. */
function messages(list: readonly string[]): string[] {
  return list.map((m) => m.replaceAll(path.relative(process.cwd(), dir), "<fixture>"));
}

describe("build errors of the glue, by exact message", () => {
  it("two docs share a route", async () => {
    const g = fixtureSite({
      docs: {
        ...DOCS,
        "extra.mdx": {
          frontmatter: { title: "Extra", description: "E.", slug: "/docs/setup/install" },
          body: "",
        },
      },
    });
    await g.createPages();
    expect(g.errors).toEqual([
      "Two docs share the route /docs/setup/install: extra and setup/install",
    ]);
  });

  it("two CLI commands share a route", async () => {
    const g = fixtureSite();
    const root = g.nodes.get("id(CliCommand flowg-probe)")!;
    g.nodes.set("copy", { ...root, id: "copy", title: "flowg-probe copy" });
    await g.createPages();
    expect(g.errors).toEqual([
      "Two CLI commands share the route /docs/cli/flowg-probe: flowg-probe and flowg-probe copy",
    ]);
  });

  it("two API operations share a page", async () => {
    const get = OPENAPI.paths["/api/v1/streams"].get;
    const g = fixtureSite({
      cli: { ...CLI, api: [], commands: [{ ...CLI.commands[0], api: [] }] },
      openapi: {
        ...OPENAPI,
        paths: {
          ...OPENAPI.paths,
          "/api/v2/streams": { get: { ...get, operationId: "listStreams" } },
        },
      } as typeof OPENAPI,
    });
    await g.createPages();
    expect(g.errors).toEqual([
      "openapi: operations list_streams and listStreams share the page /docs/api/list-streams",
    ]);
  });

  it("a CLI command names an operation the document lacks", async () => {
    const g = fixtureSite({ cli: { ...CLI, api: ["list_stream"] } });
    await g.createPages();
    expect(messages(g.errors)).toEqual([
      'content/cli/flowg-probe.yaml: invalid CLI data\n  - api[0]: unknown operationId "list_stream" (not in openapi/flowg.yaml)',
    ]);
    expect(g.pages.some((p) => p.path.startsWith("/docs/cli/"))).toBe(false);
  });

  it("no OpenAPI document: each creator that needs it says so", async () => {
    const g = fixtureSite({ openapi: null });
    await g.createPages();
    const emptyApi =
      'content/sidebars.yaml: the "api" entries are empty; no API pages were generated';
    expect(g.errors).toEqual([
      emptyApi,
      'content/cli/flowg-probe.yaml: invalid CLI data\n  - api[0]: unknown operationId "list_streams" (not in openapi/flowg.yaml)\n  - commands[0].api[0]: unknown operationId "purge_stream" (not in openapi/flowg.yaml)',
      "openapi: no ApiSpec node (is gatsby-source-openapi configured?)",
    ]);
    // The blog and the landing page do not depend on the docs, so they are still made.
    expect(g.pageList().filter(([route]) => !route.startsWith("/docs"))).toHaveLength(10);
  });

  it("no sidebar file", async () => {
    const g = fixtureSite({ sidebars: null });
    await g.createPages();
    expect(g.errors).toEqual(["content/sidebars.yaml: missing; the docs need a sidebar"]);
  });

  it("an invalid sidebar file is reported once, from one run", async () => {
    const g = fixtureSite({ sidebars: { docs: ["index", "setup/instal"] } });
    await g.createPages();
    const invalid =
      'content/sidebars.yaml: invalid sidebars\n  - docs[1]: unknown doc id "setup/instal"; did you mean "setup/install"?';
    expect(g.errors).toEqual([invalid]);
  });

  it("navbar items name docs and sidebars that do not exist; test pages on request", async () => {
    const file = path.join(dir, "site.ts");
    fs.writeFileSync(
      file,
      `import flowg from ${JSON.stringify(path.resolve("src/config/site"))};
export default {
  ...flowg,
  navbar: {
    ...flowg.navbar,
    items: [
      { type: "doc", docId: "setup/instal", label: "Install", position: "left" },
      { type: "docSidebar", sidebarId: "api", label: "API", position: "left" },
    ],
  },
  testing: { pages: true },
  // One docs version, like the fixture site (the mock of src/config/site does not reach this module).
  docs: { ...flowg.docs, versions: (flowg.docs.versions ?? []).slice(0, 1) },
};
`,
    );
    vi.stubEnv("FLOWG_SITE_CONFIG", file);
    const g = fixtureSite();
    await g.createPages();
    expect(messages(g.errors)).toEqual([
      '<fixture>/site.ts: invalid site configuration\n  - navbar.items[0].docId: unknown doc id "setup/instal"; did you mean "setup/install"?\n  - navbar.items[1].sidebarId: unknown sidebar "api" (sidebars: docs)',
    ]);
    expect(g.pageList().filter(([route]) => route.startsWith("/__test/"))).toEqual([
      ["/__test/crash", "e2e/fixtures/pages/crash.tsx"],
      ["/__test/hydration", "e2e/fixtures/pages/hydration.tsx"],
      ["/__test/zoom", "e2e/fixtures/pages/zoom.tsx"],
    ]);
  }, 60_000); // babel compiles the configuration module on a busy machine
});

describe("onCreateNode", () => {
  it("reports a content error with the file it is in", async () => {
    const g = fixtureSite({
      docs: {
        "index.mdx": {
          frontmatter: { title: "Overview", description: "O.", sidebar: "docs" },
          body: "",
        },
      },
    });
    await g.settled();
    expect(messages(g.errors)).toMatchInlineSnapshot(`
      [
        "<fixture>/docs/index.mdx: invalid front matter
        - (root): unknown key "sidebar"",
      ]
    `);
  });

  it("reports a broken front matter once, and keeps the page from what is valid", async () => {
    const g = fixtureSite({
      docs: {
        ...DOCS,
        "setup/install.mdx": {
          frontmatter: {
            title: "Install",
            description: "I.",
            sidebar_label: "Setup",
            sidebar: "docs",
          },
          body: "",
        },
      },
    });
    await g.createPages();
    expect(messages(g.errors)).toEqual([
      '<fixture>/docs/setup/install.mdx: invalid front matter\n  - (root): unknown key "sidebar"',
    ]);
    // The sidebar still lists it, so nothing else fails; the valid keys are kept.
    expect(g.pageList().map(([route]) => route)).toContain("/docs/setup/install");
    const doc = g.getNodesByType("DocPage").find((n) => n.docId === "setup/install")!;
    expect([doc.title, doc.sidebarLabel]).toEqual(["Install", "Setup"]);
  });

  it("sums up what a broken YAML file breaks in page creation as one warning", async () => {
    const g = fixtureSite({ sidebars: null });
    // As gatsby-transformer-checked-yaml records it when content/sidebars.yaml does not parse.
    g.source({ id: "file:sidebars", type: "File", sourceInstanceName: "sidebars" });
    recordContentError("yaml", "file:sidebars", "content/sidebars.yaml: invalid YAML at line 2");
    await g.createPages();
    expect(g.errors).toEqual([]);
    expect(g.warnings.at(-1)).toBe(
      "Some pages were not made while a content file has an error (see above); they come back when it is fixed.",
    );
    // Once the file is gone (or parses again), the errors are reported as usual.
    g.nodes.delete("file:sidebars");
    await g.createPages();
    expect(g.errors).toEqual(["content/sidebars.yaml: missing; the docs need a sidebar"]);
  });

  it("reports an unknown blog author when the pages are made (authors.yaml may change later)", async () => {
    const g = fixtureSite();
    const absolutePath = path.join(dir, "2024-05-06-who.mdx");
    fs.writeFileSync(absolutePath, "---\ntitle: Who\n---\nText.\n");
    g.source({
      id: "file:who",
      type: "File",
      sourceInstanceName: "blog",
      relativePath: "2024-05-06-who.mdx",
      absolutePath,
      base: "2024-05-06-who.mdx",
    });
    g.source({
      id: "mdx:who",
      type: "Mdx",
      parent: "file:who",
      frontmatter: { title: "Who", authors: ["nobody"], tags: [], description: "?" },
      body: "Text.\n",
      contentFilePath: absolutePath,
    });
    await g.settled();
    expect(g.errors).toEqual([]);
    await g.createPages();
    expect(messages(g.errors)).toEqual([
      '<fixture>/2024-05-06-who.mdx: unknown author "nobody"; authors defined in content/blog/authors.yaml: linkdd',
    ]);
  });

  it("ignores Mdx nodes that come from no file of the site", () => {
    const g = new FakeGatsby();
    g.source({ id: "mdx:loose", type: "Mdx", frontmatter: { title: "Loose" }, body: "" });
    expect(g.errors).toEqual([]);
    expect(g.nodes.size).toBe(1);
  });

  it("makes nodes with exactly the fields their GraphQL types declare", async () => {
    let sdl = "";
    for (const declare of [createSchemaCustomization, openapiSchemaCustomization]) {
      declare!(
        { actions: { createTypes: (defs: string) => (sdl += defs) } } as never,
        { plugins: [] },
        () => undefined,
      );
    }
    const types = new Map(
      parse(sdl)
        .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === "ObjectTypeDefinition")
        .map((d) => [d.name.value, d]),
    );
    /** A linked field is stored under the key its @link reads from. */
    const storedKeys = (type: string) => [
      ...new Set(
        (types.get(type)?.fields ?? [])
          .map((field) => {
            const link = field.directives?.find((d) => d.name.value === "link");
            const from = link?.arguments?.find((a) => a.name.value === "from")?.value;
            return from?.kind === "StringValue" ? from.value : field.name.value;
          })
          .sort(),
      ),
    ];
    const g = fixtureSite();
    await g.settled();
    const gatsbyKeys = new Set(["id", "parent", "children", "internal"]);
    // The API nodes are made here from the plugin's descriptors, as its onCreateNode makes them.
    for (const type of [
      "DocPage",
      "BlogPost",
      "Author",
      "CliCommand",
      "ApiOperation",
      "ApiTag",
      "LandingScript",
    ]) {
      const nodes = g.getNodesByType(type);
      expect(nodes.length, type).toBeGreaterThan(0);
      for (const node of nodes) {
        const keys = Object.keys(node)
          .filter((k) => !gatsbyKeys.has(k))
          .sort();
        expect(keys, `${type} ${node.id}`).toEqual(storedKeys(type));
      }
    }
  });
});
