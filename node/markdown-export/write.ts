import fs from "node:fs";
import path from "node:path";
import { publishedSpec } from "../api/overview";
import { apiRoute } from "@shared/routes";
import { markdownCopyFile } from "@shared/markdown-copy";
import { pageUrl } from "./links";
import {
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  type ExportedPage,
  type LlmsSection,
  type LlmsSite,
  type PageKind,
} from "./llms";
import type { ResolvedSidebars } from "@shared/sidebar";

/** The one-paragraph summary under llms.txt's title. */
export function llmsSummary(tagline: string, version: string): string {
  return (
    `${tagline.replace(/\.$/, "")}. The documentation of FlowG ${version}: installation, guides ` +
    "to streams, transformers (VRL) and pipelines, use cases, advanced configuration, design " +
    "notes, and the reference of the command-line tools and of the HTTP API."
  );
}

/** Size llms-full.txt must stay under (the limit). */
export const LLMS_FULL_LIMIT = 1024 * 1024;

/**
 * What llms-full.txt holds in full, in order of preference: everything; then without the API
 * reference (the largest part: tables of every body field); then without the CLI reference as
 * well. The first choice under LLMS_FULL_LIMIT wins; the kinds left out are listed as links.
 */
const LLMS_FULL_CHOICES: ReadonlyArray<ReadonlySet<PageKind>> = [
  new Set(["doc", "blog", "cli", "api"]),
  new Set(["doc", "blog", "cli"]),
  new Set(["doc", "blog"]),
];

export function chooseLlmsFull(
  site: LlmsSite,
  sections: readonly LlmsSection[],
): { text: string; inline: ReadonlySet<PageKind> } {
  let last: { text: string; inline: ReadonlySet<PageKind> } | null = null;
  for (const inline of LLMS_FULL_CHOICES) {
    last = { text: llmsFullTxt(site, sections, inline), inline };
    if (Buffer.byteLength(last.text) < LLMS_FULL_LIMIT) return last;
  }
  return last!;
}

export interface WrittenMarkdown {
  files: string[];
  /** Bytes of llms-full.txt and the kinds of page it holds in full. */
  fullBytes: number;
  fullInline: PageKind[];
}

/**
 * Writes every page's copy, llms.txt and llms-full.txt into `publicDir`. The files written are
 * listed in `manifestFile` (outside .cache/, as for the HTML aliases) so that the next build
 * removes copies of pages that are gone.
 */
export interface LlmsVersionOptions {
  /** Where llms.txt and llms-full.txt go, relative to the site root ("" or docs/0.45.8). */
  dir: string;
  /** The version's docs base (/docs, /docs/0.45.8), for its API overview and OpenAPI file. */
  docsBase: string;
  /** Other versions' llms.txt, listed in a section of their own. */
  otherVersions: Array<{ title: string; url: string; note: string }>;
}

export function writeMarkdownFiles(
  publicDir: string,
  manifestFile: string,
  site: LlmsSite,
  pages: readonly ExportedPage[],
  sidebars: ResolvedSidebars,
  version: LlmsVersionOptions = { dir: "", docsBase: "/docs", otherVersions: [] },
): WrittenMarkdown {
  for (const previous of readManifest(manifestFile)) {
    fs.rmSync(path.join(publicDir, previous), { force: true });
  }
  const written: string[] = [];
  const write = (relative: string, content: string) => {
    const target = path.join(publicDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    written.push(relative);
  };
  const seen = new Map<string, string>();
  for (const page of pages) {
    const file = markdownCopyFile(page.route);
    const clash = seen.get(file);
    if (clash)
      throw new Error(`markdown-export: ${clash} and ${page.route} would both write ${file}`);
    seen.set(file, page.route);
    write(file, page.markdown);
  }
  const sections = llmsSections(pages, sidebars);
  const llmsDir = version.dir ? `${version.dir}/` : "";
  write(
    `${llmsDir}llms.txt`,
    llmsTxt(site, sections, {
      optional: [
        {
          title: "Full documentation",
          url: `${site.origin}${site.basePath}/${llmsDir}llms-full.txt`,
          note: "the pages above in one Markdown file, in this order",
        },
        {
          title: "HTTP API overview",
          url: pageUrl(site, apiRoute(version.docsBase)),
          note: "authentication, permissions, errors and an interactive console (HTML)",
        },
        {
          title: "OpenAPI description",
          url: `${site.origin}${site.basePath}${publishedSpec(version.docsBase).yaml}`,
          note: "the FlowG HTTP API as an OpenAPI 3 document (YAML)",
        },
      ],
      ...(version.otherVersions.length ? { versions: version.otherVersions } : {}),
    }),
  );
  const full = chooseLlmsFull(site, sections);
  write(`${llmsDir}llms-full.txt`, full.text);
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify([...written].sort(), null, 1)}\n`);
  return {
    files: written,
    fullBytes: Buffer.byteLength(full.text),
    fullInline: [...full.inline],
  };
}

function readManifest(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  return Array.isArray(parsed) ? parsed.filter((entry) => typeof entry === "string") : [];
}
