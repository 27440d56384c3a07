import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { currentVersion, siteVersions } from "../../src/config/versions";
import { ContentError } from "../../src/config/errors";
import type { SiteConfig } from "../../src/config/schema";
import type { SiteVersion } from "@shared/versions";
import { parseCliFile } from "../cli/schema";
import { versionDir } from "../content-sources";
import { parseDocFrontMatter } from "../docs/front-matter";
import { docRoute } from "../docs/routes";
import type { MdNode } from "../mdx/mdast";
import {
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  table,
  text,
  toMdx,
} from "../markdown-export/build";
import { apiChangesRoute } from "@shared/routes";
import type { GlanceRow, VersionChangesModel } from "@shared/version-changes";
import { changesRoutes } from "./changes";
import { ARCHIVED_CONTENT, compareVersions } from "./cut";
import { diffVersions, releaseFigures, type CliRecord, type VersionInput } from "./diff";
import { SECTION_IDS, versionChangesModel } from "./diff/page-model";
import { isCalendarDate, parseVersionFile } from "./version-file";

/**
 * The draft release post (`npm run release:post`, README "Releasing docs for a new FlowG
 * version"). Once the new version's docs are in place, the command writes
 * content/blog/<date>-flowg-v<x>-<y>-<z>.mdx with `draft: true` (shown by `npm run develop`
 * only) from the changes the site computes between the newest archived version and the current
 * one: the headline figures, what can break with the upgrade guide's link, what is new, and the
 * changes page. A maintainer writes the prose around it and deletes `draft: true` to publish.
 *
 * The post is computed (`planReleasePost`: reads the files, refuses with `ReleasePostRefused`,
 * writes nothing), then written; its text (`releasePostText`) is a pure function of the model.
 */

/** A refusal: nothing was written; the message says why (the script exits with status 2). */
export class ReleasePostRefused extends Error {
  override name = "ReleasePostRefused";
}

export const RELEASE_POST_USAGE =
  "usage: npm run release:post -- [--date YYYY-MM-DD] [--author <key>] [--dry-run]";

/** Where posts and their authors live. */
export const BLOG_DIR = "content/blog";

export interface ReleasePostRequest {
  /** The release day (YYYY-MM-DD); today (UTC) without it. */
  date?: string;
  /** A key of content/blog/authors.yaml; needed only when the file has several. */
  author?: string;
  dryRun: boolean;
}

/** Reads the command line (the arguments after `--`). */
export function parseReleasePostArgs(argv: readonly string[]): ReleasePostRequest {
  const request: ReleasePostRequest = { dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--dry-run") {
      request.dryRun = true;
    } else if (arg === "--date" || arg === "--author") {
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) {
        throw new ReleasePostRefused(`${arg} needs a value\n${RELEASE_POST_USAGE}`);
      }
      request[arg === "--date" ? "date" : "author"] = value;
    } else {
      throw new ReleasePostRefused(`unexpected argument "${arg}"\n${RELEASE_POST_USAGE}`);
    }
  }
  return request;
}

/** What the post is made from, all read before anything is written. */
export interface ReleasePostInput {
  model: VersionChangesModel;
  figures: Array<{ count: number; what: string }>;
  /** The release's page on FlowG's repository. */
  releaseUrl: string;
  /** Where the older version's docs stay: /docs/0.45.8. */
  archivedRoute: string;
  changesRoute: string;
  upgrade: { route: string; title: string } | null;
  date: string;
  author: string;
}

/** The post's slug for a version label: v0.63.0 -> flowg-v0-63-0. */
export function releasePostSlug(label: string): string {
  return `flowg-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** "a, b and c" */
function joined(parts: readonly string[]): string {
  return parts.length < 2
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** An MDX comment block: `{/* ... *\/}`, which the page does not show. */
const comment = (words: string): MdNode => ({
  type: "mdxFlowExpression",
  value: `/* ${words} */`,
});

/**
 * "What is new": every added operation and command by name (a release post is where a reader
 * meets them), the other additions as a count with a link to the changes page.
 */
function whatIsNew(
  model: VersionChangesModel,
  additions: readonly GlanceRow[],
  sectionLink: (row: GlanceRow) => string,
): MdNode[] {
  if (!additions.length) return [];
  const operations = model.sections.flatMap((section) =>
    section.kind === "addedOperations"
      ? section.groups.flatMap((group) => group.operations)
      : [],
  );
  const commands = model.sections.flatMap((section) =>
    section.kind === "cli"
      ? section.commands.filter((entry) =>
          entry.changes.some((c) => c.target === "command" && c.kind === "added"),
        )
      : [],
  );
  const variables = model.sections.flatMap((section) =>
    section.kind === "env" ? section.variables.filter((v) => v.kind === "added") : [],
  );
  const cliRow = additions.find((row) => row.section === SECTION_IDS.cli);
  const others = cliRow ? cliRow.count - commands.length : 0;
  return [
    heading(2, text("What is new")),
    ...(operations.length
      ? [
          heading(3, text("API operations")),
          list(
            operations.map((op) => [
              paragraph(
                link(op.href, inlineCode(op.operationId)),
                text(" "),
                inlineCode(`${op.method} ${op.path}`),
              ),
            ]),
          ),
        ]
      : []),
    ...(commands.length || others > 0
      ? [
          heading(3, text("Command line")),
          ...(commands.length
            ? [
                list(
                  commands.map((entry) => [
                    paragraph(
                      entry.href
                        ? link(entry.href, inlineCode(entry.command))
                        : inlineCode(entry.command),
                    ),
                  ]),
                ),
              ]
            : []),
          ...(cliRow && others > 0
            ? [
                paragraph(
                  text(`${others} new flags and configuration keys of existing commands, `),
                  link(sectionLink(cliRow), text("listed by command")),
                  text("."),
                ),
              ]
            : []),
        ]
      : []),
    ...(variables.length
      ? [
          heading(3, text("Environment variables")),
          paragraph(
            ...variables.flatMap((v, i) => [...(i > 0 ? [text(", ")] : []), inlineCode(v.name)]),
          ),
        ]
      : []),
  ];
}

/** The post as MDX source: front matter, then the body. */
export function releasePostText(input: ReleasePostInput): string {
  const { model, changesRoute } = input;
  const { from, to } = model;
  const sectionLink = (row: GlanceRow) => `${changesRoute}#${row.section}`;
  const items = (row: GlanceRow): MdNode[] =>
    row.items.length
      ? row.items.flatMap((item, i) => [
          ...(i > 0 ? [text(", ")] : []),
          item.href ? link(item.href, inlineCode(item.text)) : inlineCode(item.text),
        ])
      : [text("listed under "), link(sectionLink(row), text(model.title))];
  const mayBreak = model.glance.filter((row) => !row.additionsOnly);
  const additions = model.glance.filter((row) => row.additionsOnly);
  const figures = input.figures.map((figure) => `${figure.count} ${figure.what}`);
  const upgrade = input.upgrade;

  const body: MdNode[] = [
    comment(
      `Draft written by npm run release:post from the reference data of ${from.label} and ${to.label}. ` +
        "Before publishing: write the opening in your own words (what the release is for and who should " +
        "upgrade first), add the changes of behaviour that the API and command-line data cannot show, " +
        "read every figure against the release notes, then delete draft: true from the front matter.",
    ),
    paragraph(
      link(input.releaseUrl, text(`FlowG ${to.label}`)),
      text(
        ` is out, and the documentation now describes it. ` +
          (figures.length
            ? `Compared with ${from.label}, the version it described before, it has ${joined(figures)}. `
            : `Its API, command line and environment variables are those of ${from.label}, the version the documentation described before. `) +
          "",
      ),
      link(input.archivedRoute, text(`The ${from.label} docs`)),
      text(" stay online."),
    ),
    comment("truncate"),
    heading(2, text("Before you upgrade")),
    ...(upgrade
      ? [
          paragraph(
            text(`Read `),
            link(upgrade.route, text(upgrade.title)),
            text(` before you upgrade a server that runs ${from.label}.`),
          ),
        ]
      : []),
    ...(mayBreak.length
      ? [
          paragraph(
            text(`These changes can break a client, a script or a configuration written for ${from.label}:`),
          ),
          table(
            ["Change", "How many", "What it touches"],
            mayBreak.map((row) => [[text(row.change)], [text(String(row.count))], items(row)]),
          ),
        ]
      : [
          paragraph(
            text(
              `No operation, command, flag, configuration key or environment variable of ${from.label} was removed or made stricter.`,
            ),
          ),
        ]),
    ...whatIsNew(model, additions, sectionLink),
    heading(2, text("Every change")),
    paragraph(
      link(changesRoute, text(model.title)),
      text(
        " lists each change, operation by operation, flag by flag and variable by variable, with links to the pages of both versions.",
      ),
    ),
  ];

  const frontMatter = YAML.stringify(
    {
      title: `FlowG ${to.label}`,
      authors: [input.author],
      tags: ["release"],
      description: figures.length
        ? `What FlowG ${to.label} changes for operators of ${from.label}: ${joined(figures)}.`
        : `FlowG ${to.label} is out; its API and command line are those of ${from.label}.`,
      draft: true,
    },
    { lineWidth: 0 },
  );
  return `---\n${frontMatter}---\n\n${toMdx(body)}`;
}

/** One version's API and CLI files, as the diff reads them. */
function versionInput(
  root: string,
  version: SiteVersion,
  files: { api: string; cli: string },
): VersionInput {
  const read = (file: string) => {
    const absolute = path.join(root, file);
    if (!fs.existsSync(absolute)) {
      throw new ReleasePostRefused(`${file} is missing: the changes of ${version.label} cannot be computed`);
    }
    return fs.readFileSync(absolute, "utf8");
  };
  const cliFiles = fs.existsSync(path.join(root, files.cli))
    ? fs
        .readdirSync(path.join(root, files.cli))
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
    : [];
  const cli: CliRecord[] = cliFiles
    .map((name) => {
      const file = path.join(files.cli, name);
      return parseCliFile(YAML.parse(read(file)), file);
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    name: version.name,
    label: version.label,
    api: YAML.parse(read(files.api)) as VersionInput["api"],
    apiFile: files.api,
    cli,
  };
}

/** The keys of content/blog/authors.yaml. */
function authorKeys(root: string): string[] {
  const file = path.join(root, BLOG_DIR, "authors.yaml");
  if (!fs.existsSync(file)) return [];
  return Object.keys((YAML.parse(fs.readFileSync(file, "utf8")) as object | null) ?? {});
}

export interface ReleasePostPlan {
  /** The post's path, relative to the project. */
  file: string;
  text: string;
  input: ReleasePostInput;
}

/** Reads everything the post needs and writes nothing; refuses with `ReleasePostRefused`. */
export function planReleasePost(
  root: string,
  config: SiteConfig,
  request: ReleasePostRequest,
  today: string = new Date().toISOString().slice(0, 10),
): ReleasePostPlan {
  const [current, previous] = siteVersions(config);
  if (!current || !previous) {
    throw new ReleasePostRefused(
      `the site documents one version (${currentVersion(config).label}): a release post compares it with an archived one, which \`npm run version:cut\` makes`,
    );
  }
  if (compareVersions(current.name, previous.name) <= 0) {
    throw new ReleasePostRefused(
      `the current docs (${current.label}) are not later than the newest archived version (${previous.label}); run the cut with --next first`,
    );
  }
  const date = request.date ?? today;
  if (!isCalendarDate(date)) throw new ReleasePostRefused(`--date "${date}" is not a day written YYYY-MM-DD`);
  const authors = authorKeys(root);
  const author = request.author ?? (authors.length === 1 ? authors[0] : undefined);
  if (!author || !authors.includes(author)) {
    throw new ReleasePostRefused(
      request.author
        ? `--author "${request.author}" is not a key of ${BLOG_DIR}/authors.yaml (${authors.join(", ") || "none"})`
        : `${BLOG_DIR}/authors.yaml has ${authors.length} authors (${authors.join(", ") || "none"}); name one with --author`,
    );
  }
  const slug = releasePostSlug(current.label);
  const existing = fs.existsSync(path.join(root, BLOG_DIR))
    ? fs.readdirSync(path.join(root, BLOG_DIR)).find((name) => name.endsWith(`-${slug}.mdx`))
    : undefined;
  if (existing) {
    throw new ReleasePostRefused(`${BLOG_DIR}/${existing} is already the post of ${current.label}`);
  }

  const archivedDir = versionDir(config, previous);
  const source = (key: "openapi/flowg.yaml" | "content/cli") =>
    ARCHIVED_CONTENT.find((entry) => entry.from === key)!;
  const diff = diffVersions({
    from: versionInput(root, previous, {
      api: path.join(archivedDir, source("openapi/flowg.yaml").to),
      cli: path.join(archivedDir, source("content/cli").to),
    }),
    to: versionInput(root, current, { api: "openapi/flowg.yaml", cli: "content/cli" }),
  });
  const model = versionChangesModel(diff, changesRoutes(current.path, previous.path));

  const versionFile = path.join(archivedDir, "version.yaml");
  const upgradeId = fs.existsSync(path.join(root, versionFile))
    ? parseVersionFile(YAML.parse(fs.readFileSync(path.join(root, versionFile), "utf8")), versionFile)
        .upgrade
    : undefined;
  let upgrade: ReleasePostInput["upgrade"] = null;
  if (upgradeId) {
    const docFile = ["mdx", "md"]
      .map((ext) => path.join("content/docs", `${upgradeId}.${ext}`))
      .find((file) => fs.existsSync(path.join(root, file)));
    if (!docFile) {
      throw new ReleasePostRefused(`${versionFile}: upgrade names "${upgradeId}", which has no page in content/docs`);
    }
    const fm = parseDocFrontMatter(
      matter(fs.readFileSync(path.join(root, docFile), "utf8")).data,
      docFile,
    );
    upgrade = { route: docRoute(upgradeId, fm.slug), title: fm.title };
  }

  const input: ReleasePostInput = {
    model,
    figures: releaseFigures(diff.counts),
    releaseUrl: `${config.repositoryUrl}/releases/tag/v${current.name}`,
    archivedRoute: previous.path,
    changesRoute: apiChangesRoute(current.path),
    upgrade,
    date,
    author,
  };
  const file = path.join(BLOG_DIR, `${date}-${slug}.mdx`);
  return { file, text: releasePostText(input), input };
}

/** The command: refusals print one message and return 2, having written nothing. */
export function runReleasePost(
  argv: readonly string[],
  root: string,
  config: SiteConfig,
  io: { out: (text: string) => void; err: (text: string) => void },
  today?: string,
): 0 | 2 {
  let plan: ReleasePostPlan;
  let request: ReleasePostRequest;
  try {
    request = parseReleasePostArgs(argv);
    plan = planReleasePost(root, config, request, today);
  } catch (error) {
    // An input file the build would refuse is named by its own message (the file and the path).
    if (!(error instanceof ReleasePostRefused || error instanceof ContentError)) throw error;
    io.err(`release:post refused: ${error.message}`);
    return 2;
  }
  if (!request.dryRun) fs.writeFileSync(path.join(root, plan.file), plan.text);
  const { from, to } = plan.input.model;
  io.out(
    `${request.dryRun ? "Would write" : "Wrote"} ${plan.file}: the draft post of FlowG ${to.label}, ` +
      `from the changes since ${from.label}. It stays out of the build until its draft: true line ` +
      "goes; npm run develop shows it at /blog.",
  );
  return 0;
}
