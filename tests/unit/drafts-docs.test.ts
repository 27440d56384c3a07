import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { mdxFiles } from "../../node/diagrams/source";
import { docRoute } from "../../node/docs/routes";
import type { MdNode } from "../../node/mdx/mdast";
import { vrlExamplesOf, type VrlExample } from "../../node/mdx/vrl-examples";
import { loadVrlEngine, type VrlEngine } from "../../src/shared/vrl/engine";
import { rulesFor } from "../../src/shared/vrl/rules";
import {
  apiSlugsOf,
  cliRoutesOf,
  frontMatterProblems,
  headingIds,
  linkProblems,
  looseVrlBlocks,
  undrawnDiagrams,
  pagePluginProblems,
  parseDoc,
  readDocSource,
  routeOfDoc,
  sidebarProblems,
  type DocSource,
  type VersionRoutes,
} from "../support/docs-check";
import { verifyExample } from "../support/vrl-verify";
import { cliFile, versionSources } from "../support/flowg-version";

/**
 * The v0.63.0 doc pages, read wherever that version lives (tests/support/flowg-version.ts: a
 * draft under drafts/, the current docs, or an archived version; see drafts/README.md), held to
 * what the build asks of content/docs: valid front matter, MDX the site's processor parses,
 * verified VRL examples that give their stated output, a sidebar file listing exactly these
 * docs, and no /docs/ link to a page, heading, CLI command or API operation that v0.63.0 lacks.
 */
const VERSION = "0.63.0";
const V063 = versionSources(VERSION);
const DOCS = V063.docs;
const SIDEBARS = V063.sidebars;
const CLI_FILES = ["flowg-server", "flowg-health", "flowg-client"].map((binary) =>
  cliFile(V063, binary),
);
const OPENAPI = V063.openapi;

/**
 * Pages of v0.63.0 another helper is writing (brief H6), in the same folder once merged. Links to
 * them are accepted (their headings cannot be checked yet); the test below fails as soon as one
 * of them exists here, so the list only shrinks.
 */
const PENDING_DOCS: string[] = [];

/**
 * VRL 0.25 (the browser's engine) cannot run these; FlowG v0.63.0 runs VRL 0.34. The examples run
 * under v0.63.0's rules (an array in `.` gives several records), so the log-splitting example of
 * guides/transformers is verified like the others.
 */
const SERVER_ONLY: string[] = [];

const docs: DocSource[] = mdxFiles(DOCS).map((file) => readDocSource(file, DOCS));

/**
 * The v0.45.8 docs, which the switch archives at /docs/0.45.8 (versions/0.45.8/docs, a copy of
 * content/docs at the cut), read wherever they are. A draft may link an archived page, e.g. the
 * v0.45.8 clustering pages from their v0.63.0 successors: such a link passes only when the rest
 * of its path is a route of the v0.45.8 docs (and its anchor a heading of that page). Nothing
 * else under /docs/0.45.8/ (CLI, API) is accepted.
 */
const ARCHIVED_PREFIX = "/docs/0.45.8";
const ARCHIVED_DOCS = versionSources("0.45.8").docs;

function archivedDocRoutes(): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const file of mdxFiles(ARCHIVED_DOCS)) {
    const doc = readDocSource(file, ARCHIVED_DOCS);
    const tree = parseDoc(doc).tree;
    const route = routeOfDoc(doc).replace(/^\/docs/, ARCHIVED_PREFIX);
    routes.set(route, tree ? headingIds(tree) : new Set());
  }
  return routes;
}

/** Parsed once, while the file is collected, like the drafts themselves. */
const archivedRoutes = archivedDocRoutes();

const parsed = new Map<string, { tree: MdNode | null; problems: string[] }>(
  docs.map((doc) => [doc.file, parseDoc(doc)]),
);

function versionRoutes(): VersionRoutes {
  const routes: VersionRoutes = {
    docs: new Map(),
    cli: cliRoutesOf(CLI_FILES),
    apiSlugs: apiSlugsOf(OPENAPI),
  };
  for (const id of PENDING_DOCS) routes.docs.set(docRoute(id), null);
  for (const doc of docs) {
    const tree = parsed.get(doc.file)?.tree;
    routes.docs.set(routeOfDoc(doc), tree ? headingIds(tree) : new Set());
  }
  for (const [route, ids] of archivedRoutes) routes.docs.set(route, ids);
  return routes;
}

describe("draft doc pages for FlowG v0.63.0", () => {
  it("has pages to check", () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  it("announces as pending only pages that are not drafts yet", () => {
    const written = new Set(docs.map((doc) => doc.docId));
    expect(PENDING_DOCS.filter((id) => written.has(id))).toEqual([]);
  });

  it.each(docs.map((doc) => [doc.docId, doc] as const))(
    "%s: front matter valid, MDX parses, the page's remark plugins run",
    (_, doc) => {
      const problems = [...frontMatterProblems(doc), ...parsed.get(doc.file)!.problems];
      if (!problems.length) problems.push(...pagePluginProblems(doc));
      expect(problems.join("\n")).toBe("");
    },
  );

  it("every internal /docs/ link reaches a draft doc (and heading), CLI page or API operation", () => {
    const routes = versionRoutes();
    const problems = docs.flatMap((doc) => {
      const tree = parsed.get(doc.file)?.tree;
      return tree ? linkProblems(doc.file, tree, routes, routeOfDoc(doc)) : [];
    });
    expect(problems.join("\n")).toBe("");
  });

  it("the sidebar file lists exactly the draft docs, with the generated CLI and API sections", () => {
    expect(
      sidebarProblems(
        SIDEBARS,
        docs.map((doc) => doc.docId),
      ).join("\n"),
    ).toBe("");
  });

  it("every mermaid diagram has its drawing (only unchanged v0.45.8 diagrams are kept)", () => {
    const undrawn = docs.flatMap((doc) =>
      undrawnDiagrams(doc.file, fs.readFileSync(doc.file, "utf8")),
    );
    expect(undrawn.join("\n")).toBe("");
  });

  it("every ```vrl block is a verified example", () => {
    const loose = docs.flatMap((doc) =>
      looseVrlBlocks(doc.file, fs.readFileSync(doc.file, "utf8")),
    );
    expect(loose.join("\n")).toBe("");
  });

  describe("verified VRL examples", () => {
    const examples: VrlExample[] = [];
    const malformed: string[] = [];
    for (const doc of docs) {
      try {
        examples.push(...vrlExamplesOf(fs.readFileSync(doc.file, "utf8"), doc.file));
      } catch (error) {
        malformed.push((error as Error).message);
      }
    }
    let engine: VrlEngine;
    beforeAll(async () => {
      engine = await loadVrlEngine();
    }, 120_000);

    it("are well-formed (script, input and output blocks tied by name)", () => {
      expect(malformed.join("\n")).toBe("");
    });

    it("list the examples only FlowG's server can run, each with its reason", () => {
      const serverOnly = examples.filter((e) => e.serverOnly);
      expect(serverOnly.map((e) => `${e.file}#${e.name}`)).toEqual(SERVER_ONLY);
      for (const e of serverOnly) expect(e.serverOnly?.length).toBeGreaterThan(10);
    });

    it("run under v0.63.0's rules: the split example would be one record under v0.45.8's", () => {
      const split = examples.find((e) => e.name === "split-batch")!;
      expect(split.outputs[0]!.records).toHaveLength(2);
      expect(verifyExample(engine, split, rulesFor("0.45.8")).join("\n")).toMatch(
        /output block at line \d+: shows 2 records, FlowG v0\.45\.8's rules give 1 record:\n {2}\[\{\}\]/,
      );
    });

    it("give the output shown on the page", () => {
      const failures = examples
        .filter((e) => !e.serverOnly)
        .flatMap((e) => verifyExample(engine, e, rulesFor(VERSION)));
      expect(failures.join("\n")).toBe("");
    });
  });
});

describe("the checks of the drafts name the file and the line", () => {
  const FILE = `${DOCS}/setup/probe.mdx`;
  const doc = readDocSource(
    FILE,
    DOCS,
    [
      "---",
      "title: Probe",
      "colour: red",
      "---",
      "",
      "## Heading one",
      "",
      "See [a missing page](/docs/setup/nowhere), [a missing anchor](/docs/setup/probe#nope),",
      "[an operation](/docs/api/no-such-operation), [a flag](/docs/cli/flowg-server#flag-http-bind)",
      "and [this heading](#heading-one) and [prefixed](/flowg/docs/setup/probe).",
      "",
      "```vrl",
      ". = {}",
      "```",
      "",
    ].join("\n"),
  );

  it("reports an unknown front matter key", () => {
    expect(frontMatterProblems(doc).join("\n")).toMatch(/setup\/probe\.mdx:2.*colour/s);
  });

  it("reports each broken link with its line and the reason", () => {
    const routes: VersionRoutes = {
      docs: new Map(),
      cli: cliRoutesOf(CLI_FILES),
      apiSlugs: apiSlugsOf(OPENAPI),
    };
    const { tree } = parseDoc(doc);
    routes.docs.set(routeOfDoc(doc), headingIds(tree!));
    expect(linkProblems(FILE, tree!, routes, routeOfDoc(doc))).toEqual([
      `${FILE}:8: link "/docs/setup/nowhere": no doc page at /docs/setup/nowhere`,
      `${FILE}:8: link "/docs/setup/probe#nope": no anchor "#nope" on /docs/setup/probe`,
      `${FILE}:9: link "/docs/api/no-such-operation": no API operation with slug "no-such-operation"`,
      `${FILE}:9: link "/docs/cli/flowg-server#flag-http-bind": no anchor "#flag-http-bind" on /docs/cli/flowg-server`,
      `${FILE}:10: link "/flowg/docs/setup/probe" carries the /flowg prefix; write /docs/...`,
    ]);
  });

  it("accepts a link to an archived v0.45.8 doc (and heading), nothing else under /docs/0.45.8", () => {
    const archived = readDocSource(
      FILE,
      DOCS,
      [
        "---",
        "title: Probe",
        "---",
        "",
        "[old setup](/docs/0.45.8/advanced/clustering/setup) and",
        "[old cookie](/docs/0.45.8/advanced/clustering/auth#set-the-cookie) and",
        "[no page](/docs/0.45.8/advanced/nowhere) and",
        "[no heading](/docs/0.45.8/design/clustering/consensus#nope) and",
        "[old CLI](/docs/0.45.8/cli/flowg-server).",
        "",
      ].join("\n"),
    );
    const { tree } = parseDoc(archived);
    expect(linkProblems(FILE, tree!, versionRoutes(), routeOfDoc(archived))).toEqual([
      `${FILE}:7: link "/docs/0.45.8/advanced/nowhere": no doc page at /docs/0.45.8/advanced/nowhere`,
      `${FILE}:8: link "/docs/0.45.8/design/clustering/consensus#nope": no anchor "#nope" on /docs/0.45.8/design/clustering/consensus`,
      `${FILE}:9: link "/docs/0.45.8/cli/flowg-server": no doc page at /docs/0.45.8/cli/flowg-server`,
    ]);
  });

  it("reports an MDX syntax error with its line", () => {
    const broken = readDocSource(FILE, DOCS, "---\ntitle: X\n---\n\n## A\n\n<Tabs>\n\ntext {\n");
    expect(parseDoc(broken).problems.join("\n")).toMatch(
      /setup\/probe\.mdx:\d+: MDX does not parse/,
    );
  });

  it("reports sidebar problems with the line of the item, unlisted docs and missing generated sections", () => {
    const text = [
      "docs:",
      "  - index",
      "  - type: category",
      "    label: Setting Up",
      "    items:",
      "      - setup/instalation",
      "  - type: generated",
      "    source: api",
      "",
    ].join("\n");
    expect(sidebarProblems(SIDEBARS, ["index", "setup/installation"], text)).toEqual([
      `${SIDEBARS}:6: docs[1].items[0]: unknown doc id "setup/instalation"; did you mean "setup/installation"?`,
    ]);
    const fixed = text.replace("instalation", "installation");
    expect(
      sidebarProblems(SIDEBARS, ["index", "setup/installation", "setup/syslog"], fixed),
    ).toEqual([
      `${SIDEBARS}: doc "setup/syslog" is in no sidebar; add it where it belongs`,
      `${SIDEBARS}: no "type: generated, source: cli" entry`,
    ]);
  });

  it("reports a diagram that has no drawing", () => {
    const text = "## A\n\n```mermaid\nflowchart LR\n  accTitle: X\n  accDescr: Y\n  a --> b\n```\n";
    expect(undrawnDiagrams(FILE, text)).toEqual([
      `${FILE}:3: mermaid diagram without a drawing in content/diagrams (run scripts/render-diagrams.ts)`,
    ]);
  });

  it("reports a ```vrl block that is not a verified example", () => {
    expect(looseVrlBlocks(FILE, doc.body)).toEqual([
      `${FILE}:12: \`\`\`vrl block without example="..."`,
    ]);
  });
});
