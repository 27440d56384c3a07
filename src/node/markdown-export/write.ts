import fs from "node:fs";
import path from "node:path";
import { SPEC_YAML } from "../api/overview";
import { API_ROUTE } from "../api/sidebar";
import { markdownCopyFile } from "../../shared/markdown-copy";
import { pageUrl } from "./links";
import {
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  type ExportedPage,
  type LlmsSite,
  type PageKind,
} from "./llms";
import type { ResolvedSidebars } from "../sidebar/types";

/**
 * What llms-full.txt holds in full: the docs and the blog. The CLI and API reference pages are
 * listed with links instead: inlined, they would make the file several times larger than all the
 * guides together (figures in README), and they are tables an assistant reads best one page at a
 * time.
 */
export const LLMS_FULL_INLINE: ReadonlySet<PageKind> = new Set(["doc", "blog"]);

/**
 * Writes every page's copy, llms.txt and llms-full.txt into `publicDir`. The files written are
 * listed in `manifestFile` (outside .cache/, as for the HTML aliases) so that the next build
 * removes copies of pages that are gone. Returns the files written, relative to publicDir.
 */
export function writeMarkdownFiles(
  publicDir: string,
  manifestFile: string,
  site: LlmsSite,
  pages: readonly ExportedPage[],
  sidebars: ResolvedSidebars,
): string[] {
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
  write(
    "llms.txt",
    llmsTxt(site, sections, {
      optional: [
        {
          title: "Full documentation",
          url: `${site.origin}${site.basePath}/llms-full.txt`,
          note: "every guide and blog post in one Markdown file; the reference pages as links",
        },
        {
          title: "HTTP API overview",
          url: pageUrl(site, API_ROUTE),
          note: "authentication, permissions, errors and an interactive console (HTML)",
        },
        {
          title: "OpenAPI description",
          url: `${site.origin}${site.basePath}${SPEC_YAML}`,
          note: "the FlowG HTTP API as an OpenAPI 3 document (YAML)",
        },
      ],
    }),
  );
  write("llms-full.txt", llmsFullTxt(site, sections, LLMS_FULL_INLINE));
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify([...written].sort(), null, 1)}\n`);
  return written;
}

function readManifest(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  return Array.isArray(parsed) ? parsed.filter((entry) => typeof entry === "string") : [];
}
