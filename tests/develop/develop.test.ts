import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import flowg from "../../src/config/site";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { editFile, startDevelop, timeUntil, type DevelopServer } from "./develop-server";

/** The current docs version: archived versions have nodes with the same doc ids and operations. */
const CURRENT = flowg.productVersion;
/** The archived docs version the FlowG site keeps (its search index is made beside the current). */
const ARCHIVED = flowg.docs.versions?.[1]?.name ?? "";

/**
 * `npm run develop` as a writer uses it: each kind of content file is edited on a copy of the
 * project while develop runs, and the change must show in GraphQL (what GraphiQL answers) and on
 * the open page, without a restart, within LIMIT_MS. Files are added and deleted, a front matter
 * is broken and fixed. Every page opened must load its assets and hydrate without an error.
 * The time each edit took is written to test-results/develop-timings.json (README: Tests).
 */
const PORT = Number(process.env.DEVELOP_PORT ?? 8123);
/**
 * How long an edit may take to show. The aim is 3 s on the 2-core machine, but the time varies
 * widely with the machine's load (bench/HISTORY.md), so the limit catches an edit that never
 * shows, not a slow one.
 */
const LIMIT_MS = Number(process.env.DEVELOP_EDIT_LIMIT_MS ?? 30_000);

let server: DevelopServer;
/** Pages the test deletes: a prefetch of their data may still be on its way. */
const DELETED = ["/blog/develop-check", "/docs/guides/develop-check"];
let browser: Browser;
const timings: Array<{ edit: string; graphqlMs: number; pageMs: number }> = [];
/** Problems seen on any page: console errors and failed requests. */
const pageProblems: string[] = [];

async function open(route: string): Promise<Page> {
  const page = await browser.newPage();
  page.on("console", (message) => {
    const text = message.text();
    // The browser's own line for a response the listener below already judged.
    if (message.type() === "error" && !text.startsWith("Failed to load resource"))
      pageProblems.push(`${route}: console: ${text}`);
  });
  page.on("pageerror", (error) => pageProblems.push(`${route}: ${error.message}`));
  page.on("response", (response) => {
    const url = new URL(response.url());
    // Source maps and webpack's hot-update probes answer 404 by design.
    if (url.origin !== server.url || /\.map$|hot-update/.test(url.pathname)) return;
    // A link to a page the test deleted may be prefetched before the list is updated.
    if (response.status() === 404 && DELETED.some((gone) => url.pathname.includes(gone))) return;
    // After any 404 of a page's data, Gatsby's loader asks for its development 404 page's data,
    // which develop may not have written again yet (seen once in CI, after the doc was deleted).
    // The first 404 is judged above; this follow-up is not a problem of its own.
    if (response.status() === 404 && url.pathname === "/page-data/dev-404-page/page-data.json")
      return;
    if (response.status() >= 400)
      pageProblems.push(`${route}: ${response.status()} ${url.pathname}`);
  });
  await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
  return page;
}

const hasText = (page: Page, text: string) => async () =>
  (await page.getByText(text, { exact: false }).count()) > 0;

/** Applies an edit, then times GraphQL and the page until both show it. */
async function measure(
  edit: string,
  apply: () => void,
  graphqlShows: () => Promise<boolean>,
  pageShows: () => Promise<boolean>,
): Promise<void> {
  apply();
  const started = Date.now();
  await timeUntil(graphqlShows, LIMIT_MS, `${edit} (GraphQL)`);
  const graphqlMs = Date.now() - started;
  await timeUntil(pageShows, LIMIT_MS, `${edit} (page)`);
  const pageMs = Date.now() - started;
  timings.push({ edit, graphqlMs, pageMs });
}

beforeAll(async () => {
  server = await startDevelop(PORT);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 480_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (timings.length) {
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync(
      "test-results/develop-timings.json",
      `${JSON.stringify({ limitMs: LIMIT_MS, timings }, null, 2)}\n`,
    );
    console.info(
      timings.map((t) => `${t.edit}: GraphQL ${t.graphqlMs} ms, page ${t.pageMs} ms`).join("\n"),
    );
  }
}, 60_000);

describe("gatsby develop shows every content edit without a restart", { timeout: 180_000 }, () => {
  it("serves its pages with their assets and no hydration error", async () => {
    for (const route of [
      "/",
      "/docs/guides/streams",
      "/docs/api",
      "/docs/api/list-streams",
      "/docs/cli/flowg-client",
      "/blog",
      "/blog/elasticsearch-compatibility",
    ]) {
      const page = await open(route);
      await page.close();
    }
    expect(pageProblems).toEqual([]);
  });

  it("an MDX heading", async () => {
    const page = await open("/docs/guides/streams");
    await measure(
      "MDX heading",
      () =>
        editFile(
          server.dir,
          "content/docs/guides/streams.mdx",
          "## What a stream is",
          "## What a stream holds",
        ),
      async () => {
        const data = await server.graphql<{ docPage: { mdx: { body: string } } }>(
          `{ docPage(docId: { eq: "guides/streams" }, docsVersion: { eq: "${CURRENT}" }) { mdx { body } } }`,
        );
        return data.docPage.mdx.body.includes("## What a stream holds");
      },
      async () => (await page.getByRole("heading", { name: "What a stream holds" }).count()) > 0,
    );
    await page.close();
  });

  it("a pipeline flow, whose drawing develop makes when asked for", async () => {
    const page = await open("/docs/usecases/forward-logs/datadog");
    const drawing = page.locator("svg.flow");
    expect(await drawing.count()).toBe(1);
    await measure(
      "pipeline flow",
      () =>
        editFile(
          server.dir,
          "content/docs/usecases/forward-logs/datadog.mdx",
          '"data": { "forwarder": "dd" }',
          '"data": { "forwarder": "dd-europe" }',
        ),
      async () => {
        const data = await server.graphql<{ docPage: { mdx: { body: string } } }>(
          `{ docPage(docId: { eq: "usecases/forward-logs/datadog" }, docsVersion: { eq: "${CURRENT}" }) { mdx { body } } }`,
        );
        return data.docPage.mdx.body.includes("dd-europe");
      },
      async () => (await drawing.filter({ hasText: "dd-europe" }).count()) > 0,
    );
    await page.close();
  });

  it("search, whose files develop makes when asked for, has the edited heading", async () => {
    // No search plugin runs after an edit in develop (node/search/develop-search.ts): the
    // first request after it makes every version's files from the content as it is then.
    expect(ARCHIVED, "the FlowG site keeps an archived version").not.toBe("");
    const started = Date.now();
    const [store, archived] = await Promise.all(
      [CURRENT, ARCHIVED].map((version) =>
        fetch(`${server.url}/search-index/${version}.store.json`),
      ),
    );
    expect(store!.status).toBe(200);
    expect(store!.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await store!.text()).toContain("What a stream holds");
    expect(archived!.status).toBe(200);
    expect(await archived!.text()).not.toContain("What a stream holds");
    const index = await fetch(`${server.url}/search-index/${CURRENT}.index.txt`);
    expect(index.status).toBe(200);
    console.info(`search files made on request in ${Date.now() - started} ms`);
  });

  it("a sidebar label", async () => {
    const page = await open("/docs/guides/streams");
    await measure(
      "sidebar label",
      () =>
        editFile(server.dir, "content/sidebars.yaml", "label: Guides", "label: Operator guides"),
      async () =>
        JSON.stringify(await server.graphql(`{ docsSidebars }`)).includes("Operator guides"),
      hasText(page, "Operator guides"),
    );
    await page.close();
  });

  it("an API operation's summary (openapi/flowg.yaml)", async () => {
    const page = await open("/docs/api/list-streams");
    await measure(
      "operation summary",
      () =>
        editFile(
          server.dir,
          "openapi/flowg.yaml",
          "summary: List streams and their settings",
          "summary: List every stream with its settings",
        ),
      async () => {
        const data = await server.graphql<{ apiOperation: { summary: string } }>(
          `{ apiOperation(operationId: { eq: "list_streams" }, docsVersion: { eq: "${CURRENT}" }) { summary } }`,
        );
        return data.apiOperation.summary === "List every stream with its settings";
      },
      async () =>
        (await page.getByRole("heading", { name: "List every stream with its settings" }).count()) >
        0,
    );
    await page.close();
  });

  it("the API overview's prose", async () => {
    const page = await open("/docs/api");
    const file = path.join(server.dir, "content/api/overview.yaml");
    const intro = /^intro: \|\n {2}(\S+)/m.exec(fs.readFileSync(file, "utf8"));
    expect(intro, "overview.yaml starts its intro on the next line").not.toBeNull();
    await measure(
      "API overview",
      () => editFile(server.dir, "content/api/overview.yaml", intro![0], `${intro![0]} Zebrafinch`),
      async () => {
        const data = await server.graphql<{ apiOverviewYaml: { intro: string } }>(
          `{ apiOverviewYaml { intro } }`,
        );
        return data.apiOverviewYaml.intro.includes("Zebrafinch");
      },
      hasText(page, "Zebrafinch"),
    );
    await page.close();
  });

  it("the landing page's quick start", async () => {
    const page = await open("/");
    await measure(
      "landing page",
      () =>
        editFile(
          server.dir,
          "content/landing/quick-start.yaml",
          "title: Try it in a minute",
          "title: Try it in sixty seconds",
        ),
      async () => {
        const data = await server.graphql<{ landingYaml: { title: string } }>(
          `{ landingYaml { title } }`,
        );
        return data.landingYaml.title === "Try it in sixty seconds";
      },
      hasText(page, "Try it in sixty seconds"),
    );
    await page.close();
  });

  it("a CLI flag's description", async () => {
    const page = await open("/docs/cli/flowg-client");
    await measure(
      "CLI flag",
      () =>
        editFile(
          server.dir,
          "content/cli/flowg-client.yaml",
          "Base URL of the FlowG HTTP API",
          "Root URL of the FlowG HTTP API",
        ),
      async () => {
        const data = await server.graphql<{
          cliCommand: { flags: Array<{ descriptionHtml: string }> };
        }>(
          `{ cliCommand(title: { eq: "flowg-client" }, docsVersion: { eq: "${CURRENT}" }) { flags { descriptionHtml } } }`,
        );
        return data.cliCommand.flags.some((f) => f.descriptionHtml.includes("Root URL of"));
      },
      hasText(page, "Root URL of the FlowG HTTP API"),
    );
    await page.close();
  });

  it("a blog author", async () => {
    const page = await open("/blog/elasticsearch-compatibility");
    await measure(
      "author",
      () =>
        editFile(
          server.dir,
          "content/blog/authors.yaml",
          "name: David Delassus",
          "name: David J. Delassus",
        ),
      async () => {
        const data = await server.graphql<{ author: { name: string } }>(
          `{ author(key: { eq: "linkdd" }) { name } }`,
        );
        return data.author.name === "David J. Delassus";
      },
      hasText(page, "David J. Delassus"),
    );
    await page.close();
  });

  it("a blog post added, then deleted", async () => {
    const page = await open("/blog");
    const post = "content/blog/2026-11-20-develop-check.mdx";
    const mark = server.output().length;
    await measure(
      "post added",
      () =>
        fs.writeFileSync(
          path.join(server.dir, post),
          '---\ntitle: "A post written in develop"\nauthors: [linkdd]\ntags: [release]\ndescription: "Checks develop."\n---\n\nOpening.\n\n{/* truncate */}\n\nMore.\n',
        ),
      async () => {
        const data = await server.graphql<{ allBlogPost: { nodes: Array<{ slug: string }> } }>(
          `{ allBlogPost { nodes { slug } } }`,
        );
        return data.allBlogPost.nodes.some((p) => p.slug === "develop-check");
      },
      hasText(page, "A post written in develop"),
    );
    await measure(
      "post deleted",
      () => fs.rmSync(path.join(server.dir, post)),
      async () => {
        const data = await server.graphql<{ allBlogPost: { nodes: Array<{ slug: string }> } }>(
          `{ allBlogPost { nodes { slug } } }`,
        );
        return !data.allBlogPost.nodes.some((p) => p.slug === "develop-check");
      },
      async () => !(await hasText(page, "A post written in develop")()),
    );
    expect(server.outputSince(mark)).not.toMatch(/^\s*error\b/im);
    await page.close();
  });

  it("a doc added, then deleted", async () => {
    const doc = "content/docs/guides/develop-check.mdx";
    const mark = server.output().length;
    const started = Date.now();
    fs.writeFileSync(
      path.join(server.dir, doc),
      "---\ntitle: A page written in develop\ndescription: Checks develop.\n---\n\n## First section\n\nText.\n",
    );
    await timeUntil(
      async () => {
        const data = await server.graphql<{ docPage: { title: string } | null }>(
          `{ docPage(docId: { eq: "guides/develop-check" }) { title } }`,
        );
        return data.docPage?.title === "A page written in develop";
      },
      LIMIT_MS,
      "doc added (GraphQL)",
    );
    const graphqlMs = Date.now() - started;
    // The page exists once page creation has run again after the node (a request for its data
    // before that makes develop print an error of its own).
    await timeUntil(
      async () => {
        const data = await server.graphql<{ sitePage: { id: string } | null }>(
          `{ sitePage(path: { eq: "/docs/guides/develop-check" }) { id } }`,
        );
        return data.sitePage !== null;
      },
      LIMIT_MS,
      "doc added (page created)",
    );
    // Not opened in the browser: a new doc is a new page component (its MDX file), and develop
    // does not always rebuild its bundle for it (the page can stay on "couldn't find the correct
    // component chunk" until develop restarts). README: Working on the site, "What still needs a
    // restart".
    timings.push({ edit: "doc added (page created)", graphqlMs, pageMs: Date.now() - started });

    const removed = Date.now();
    fs.rmSync(path.join(server.dir, doc));
    await timeUntil(
      async () => {
        const data = await server.graphql<{ docPage: { title: string } | null }>(
          `{ docPage(docId: { eq: "guides/develop-check" }) { title } }`,
        );
        return data.docPage === null;
      },
      LIMIT_MS,
      "doc deleted (GraphQL)",
    );
    const deletedMs = Date.now() - removed;
    timings.push({ edit: "doc deleted", graphqlMs: deletedMs, pageMs: deletedMs });
    // Only the expected warning (a doc in no sidebar), no error.
    expect(server.outputSince(mark)).not.toMatch(/^\s*error\b/im);
  });

  it("a broken front matter: one error naming the file, the page kept, then fixed", async () => {
    const page = await open("/docs/guides/streams");
    const file = "content/docs/guides/streams.mdx";
    const mark = server.output().length;
    editFile(
      server.dir,
      file,
      "title: What Are Streams?",
      "title: What Are Streams?\nsidebar: docs",
    );
    await timeUntil(
      async () => /invalid front matter/.test(server.outputSince(mark)),
      LIMIT_MS,
      "front matter error",
    );
    // Let the consequences of the error (page creation) run and print, if they print anything.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const printed = server.outputSince(mark);
    // Gatsby prints "error <message>" in CI mode (and "ERROR" in a terminal).
    const errors = printed.match(/^\s*error\b.*$/gim) ?? [];
    expect(errors, printed).toHaveLength(1);
    expect(printed).toContain(`${file}: invalid front matter`);
    expect(printed).toContain('(root): unknown key "sidebar"');
    // The page and the sidebar stay up from what is valid in the front matter.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 1, name: "What Are Streams?" }).count()).toBe(
      1,
    );

    await measure(
      "front matter fixed",
      () =>
        editFile(
          server.dir,
          file,
          "title: What Are Streams?\nsidebar: docs",
          "title: What Are Streams?",
        ),
      async () => {
        const data = await server.graphql<{ docPage: { title: string } | null }>(
          `{ docPage(docId: { eq: "guides/streams" }, docsVersion: { eq: "${CURRENT}" }) { title } }`,
        );
        return data.docPage?.title === "What Are Streams?";
      },
      async () =>
        (await page.getByRole("heading", { level: 1, name: "What Are Streams?" }).count()) > 0,
    );
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 1, name: "What Are Streams?" }).count()).toBe(
      1,
    );
    await page.close();
  });

  it("writes the committed GraphQL types: develop's schema is a build's", () => {
    // Develop runs without the search plugin, whose node type it declares with the plugin's own
    // code (node/create-schema-customization.ts); Typegen writes src/gatsby-types.d.ts in
    // develop too, where a maintainer would commit it.
    const written = fs.readFileSync(path.join(server.dir, "src/gatsby-types.d.ts"), "utf8");
    const committed = fs.readFileSync("src/gatsby-types.d.ts", "utf8");
    expect(written === committed, "develop wrote other types than the committed ones").toBe(true);
  });

  it("reports no page error in the whole session", () => {
    expect(pageProblems).toEqual([]);
  });
});
