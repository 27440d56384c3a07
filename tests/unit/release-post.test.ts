import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import YAML from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parsePostFrontMatter } from "../../node/blog/front-matter";
import { kebabCase } from "../../plugins/gatsby-source-openapi/operations";
import { planReleasePost, releasePostText, runReleasePost } from "../../node/versions/release-post";
import type { SiteConfig } from "../../src/config/schema";
import config from "../support/site-config";

const ROOT = process.cwd();
const [current, previous] = config.docs.versions;

/** The files the command reads, copied from this repository into a project of their own. */
const INPUTS = [
  "openapi/flowg.yaml",
  "content/cli",
  `versions/${previous!.name}/openapi.yaml`,
  `versions/${previous!.name}/cli`,
  `versions/${previous!.name}/version.yaml`,
  "content/docs/setup/upgrade.mdx",
  "content/blog/authors.yaml",
];

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "release-post-"));
  for (const input of INPUTS) {
    fs.cpSync(path.join(ROOT, input), path.join(root, input), { recursive: true });
  }
  return root;
}

/** The links of a Markdown text, in order. */
const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

/** The post of the current version, planned in a copy of its inputs. */
function currentPlan() {
  const root = project();
  try {
    return planReleasePost(root, config, { date: "2026-11-20", dryRun: true });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe("the draft release post of the current docs version", () => {
  const plan = currentPlan();
  const { data, content } = matter(plan.text);

  it("is a draft post named after the release, with a valid front matter", () => {
    expect(plan.file).toBe(
      `content/blog/2026-11-20-flowg-${current!.label.replace(/\./g, "-")}.mdx`,
    );
    const fm = parsePostFrontMatter(data, plan.file);
    expect(fm).toMatchObject({
      title: `FlowG ${current!.label}`,
      authors: ["linkdd"],
      tags: ["release"],
      draft: true,
    });
    expect(fm.description).toContain(`operators of ${previous!.label}`);
  });

  it("is MDX the site parses, with the excerpt cut after the opening paragraph", () => {
    const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(content);
    const kinds = tree.children.map((node) => node.type);
    expect(kinds.slice(0, 3)).toEqual(["mdxFlowExpression", "paragraph", "mdxFlowExpression"]);
    expect(content).toContain("{/* truncate */}");
    expect(kinds).toContain("table");
  });

  it("leads with the headline figures of the computed changes, as the landing page does", () => {
    // v0.45.8 -> v0.63.0, read from the two versions' reference data.
    expect(plan.input.figures).toEqual([
      { count: 10, what: "new API operations" },
      { count: 25, what: "API operations changed" },
      { count: 7, what: "new commands and flags" },
      { count: 35, what: "commands and flags removed" },
      { count: 10, what: "new environment variables" },
      { count: 15, what: "environment variables removed" },
    ]);
    const opening = content.split("{/* truncate */}")[0]!;
    for (const figure of plan.input.figures) {
      expect(opening).toContain(`${figure.count} ${figure.what}`);
    }
  });

  it("tables what can break, and names every added operation and variable", () => {
    const breaking = plan.input.model.glance.filter((row) => !row.additionsOnly);
    expect(breaking.length).toBeGreaterThan(0);
    for (const row of breaking) expect(content).toContain(`| ${row.change} | ${row.count} |`);
    expect(content).toContain("| Requests that can now fail | 3 |");
    for (const section of plan.input.model.sections) {
      if (section.kind === "addedOperations") {
        for (const op of section.groups.flatMap((g) => g.operations)) {
          expect(content).toContain(
            `[\`${op.operationId}\`](${op.href}) \`${op.method} ${op.path}\``,
          );
        }
      }
      if (section.kind === "env") {
        for (const v of section.variables.filter((v) => v.kind === "added")) {
          expect(content).toContain(`\`${v.name}\``);
        }
      }
    }
  });

  it("links only pages and sections the site has", () => {
    const api = YAML.parse(fs.readFileSync("openapi/flowg.yaml", "utf8")) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = new Set(
      Object.values(api.paths).flatMap((item) =>
        Object.values(item).flatMap((op) => (op?.operationId ? [kebabCase(op.operationId)] : [])),
      ),
    );
    const sections = new Set(plan.input.model.toc.map((heading) => heading.id));
    const links = linksOf(content);
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) {
      const [route, hash] = href.split("#") as [string, string | undefined];
      if (route.startsWith("https://")) {
        expect(route).toBe(`${config.repositoryUrl}/releases/tag/v${current!.name}`);
      } else if (route === "/docs/api/changes") {
        if (hash) expect(sections, href).toContain(hash);
      } else if (route.startsWith("/docs/api/")) {
        expect(operations, href).toContain(route.slice("/docs/api/".length));
      } else if (route.startsWith("/docs/cli/")) {
        const words = route.split("/").at(-1)!.split("_");
        expect(fs.existsSync(`content/cli/${words[0]}.yaml`), href).toBe(true);
      } else if (route === previous!.path) {
        expect(fs.existsSync(path.join("versions", previous!.name, "docs")), href).toBe(true);
      } else {
        expect(fs.existsSync(`content${route}.mdx`), href).toBe(true);
      }
    }
  });
});

describe("the post of a release whose reference data did not change", () => {
  const plan = currentPlan();
  const model = {
    ...plan.input.model,
    glance: [],
    sections: plan.input.model.sections.map((section) =>
      "groups" in section
        ? { ...section, groups: [] }
        : section.kind === "cli"
          ? { ...section, commands: [] }
          : { ...section, variables: [] },
    ),
  };
  const text = releasePostText({ ...plan.input, model, figures: [] });

  it("says so instead of listing figures, and has no table or 'What is new'", () => {
    expect(text).toContain(
      `Its API, command line and environment variables are those of ${previous!.label}`,
    );
    expect(text).toContain("was removed or made stricter.");
    expect(text).not.toContain("| Change |");
    expect(text).not.toContain("## What is new");
    expect(matter(text).data.description).toBe(
      `FlowG ${current!.label} is out; its API and command line are those of ${previous!.label}.`,
    );
  });
});

describe("npm run release:post on a project", () => {
  let root: string;
  const out: string[] = [];
  const err: string[] = [];
  const run = (argv: string[], site: SiteConfig = config) => {
    out.length = 0;
    err.length = 0;
    return runReleasePost(
      argv,
      root,
      site,
      { out: (t) => out.push(t), err: (t) => err.push(t) },
      "2026-11-28",
    );
  };
  beforeEach(() => {
    root = project();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const blog = () => fs.readdirSync(path.join(root, "content/blog")).sort();

  it("writes the draft post dated today, then refuses a second one for the same release", () => {
    expect(run([])).toBe(0);
    const file = `2026-11-28-flowg-${current!.label.replace(/\./g, "-")}.mdx`;
    expect(blog()).toEqual([file, "authors.yaml"]);
    expect(out).toEqual([
      `Wrote content/blog/${file}: the draft post of FlowG ${current!.label}, from the changes since ${previous!.label}. It stays out of the build until its draft: true line goes; npm run develop shows it at /blog.`,
    ]);
    expect(run(["--date", "2026-12-01"])).toBe(2);
    expect(err).toEqual([
      `release:post refused: content/blog/${file} is already the post of ${current!.label}`,
    ]);
    expect(blog()).toEqual([file, "authors.yaml"]);
  });

  it("with --dry-run, says what it would write and writes nothing", () => {
    expect(run(["--dry-run", "--date", "2026-11-20"])).toBe(0);
    expect(out[0]).toMatch(/^Would write content\/blog\/2026-11-20-flowg-v/);
    expect(blog()).toEqual(["authors.yaml"]);
  });

  it("refuses, naming the reason, and writes nothing", () => {
    const cases: Array<[string[], string, SiteConfig?]> = [
      [["--date", "2026-02-30"], '--date "2026-02-30" is not a day written YYYY-MM-DD'],
      [
        ["--author", "nobody"],
        '--author "nobody" is not a key of content/blog/authors.yaml (linkdd)',
      ],
      [
        ["--date"],
        "--date needs a value\nusage: npm run release:post -- [--date YYYY-MM-DD] [--author <key>] [--dry-run]",
      ],
      [
        ["draft"],
        'unexpected argument "draft"\nusage: npm run release:post -- [--date YYYY-MM-DD] [--author <key>] [--dry-run]',
      ],
      [
        [],
        `the site documents one version (${current!.label}): a release post compares it with an archived one, which \`npm run version:cut\` makes`,
        { ...config, docs: { ...config.docs, versions: [current!] } },
      ],
    ];
    for (const [argv, message, site] of cases) {
      expect(run(argv, site), argv.join(" ")).toBe(2);
      expect(err).toEqual([`release:post refused: ${message}`]);
    }
    fs.rmSync(path.join(root, `versions/${previous!.name}/cli`), { recursive: true });
    fs.rmSync(path.join(root, `versions/${previous!.name}/openapi.yaml`));
    expect(run([])).toBe(2);
    expect(err).toEqual([
      `release:post refused: versions/${previous!.name}/openapi.yaml is missing: the changes of ${previous!.label} cannot be computed`,
    ]);
    expect(blog()).toEqual(["authors.yaml"]);
  });

  it("refuses an input file the build would refuse, with the build's own message", () => {
    const upgrade = path.join(root, "content/docs/setup/upgrade.mdx");
    fs.writeFileSync(
      upgrade,
      fs.readFileSync(upgrade, "utf8").replace(/^title: .*$/m, "title: 42"),
    );
    expect(run([])).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(
      /^release:post refused: content\/docs\/setup\/upgrade\.mdx: invalid front matter\n.*title/s,
    );
    expect(blog()).toEqual(["authors.yaml"]);
  });
});
