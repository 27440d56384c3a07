import type { ResolvedSidebarItem, ResolvedSidebars } from "@shared/sidebar";
import { markdownUrl, pageUrl, type SiteUrls } from "./links";

/**
 * /llms.txt and /llms-full.txt (the llmstxt.org format): the site's title as `#`, a one-paragraph
 * summary as a `>` quote, then `##` sections of `- [Title](url): note` links. Pure.
 */
export type PageKind = "doc" | "blog" | "cli" | "api";

export interface ExportedPage {
  kind: PageKind;
  /** Route without the base path (/docs/guides/streams); the copy is at <route>.md. */
  route: string;
  title: string;
  description: string;
  /** The note of the page's entry in llms.txt, when it is not the description. */
  note?: string;
  /** The whole Markdown copy, front matter included. */
  markdown: string;
  /** A copy kept at an old address (a retired topic): written, but not listed in llms.txt. */
  unlisted?: boolean;
}

export interface LlmsSection {
  title: string;
  pages: ExportedPage[];
}

export interface LlmsSite extends SiteUrls {
  title: string;
  summary: string;
}

/**
 * The sections of llms.txt: the docs sidebar's pages not in a category first ("Docs"), then one
 * section per top-level sidebar category (pages of nested categories in sidebar order, the
 * category's own page first), then the blog, newest first. A page listed in no sidebar goes in
 * "Other pages", so every page is listed exactly once.
 */
export function llmsSections(
  pages: readonly ExportedPage[],
  sidebars: ResolvedSidebars,
): LlmsSection[] {
  const byRoute = new Map(
    pages.filter((p) => p.kind !== "blog" && !p.unlisted).map((p) => [p.route, p]),
  );
  const listed = new Set<string>();
  const take = (href: string | undefined): ExportedPage[] => {
    const page = href ? byRoute.get(href) : undefined;
    if (!page || listed.has(page.route)) return [];
    listed.add(page.route);
    return [page];
  };
  const inOrder = (items: readonly ResolvedSidebarItem[]): ExportedPage[] =>
    items.flatMap((item) =>
      item.type === "doc"
        ? take(item.href)
        : item.type === "category"
          ? [...take(item.href), ...inOrder(item.items)]
          : [],
    );

  const sections: LlmsSection[] = [];
  for (const items of Object.values(sidebars)) {
    const loose = items.flatMap((item) => (item.type === "doc" ? take(item.href) : []));
    if (loose.length) sections.push({ title: "Docs", pages: loose });
    for (const item of items) {
      if (item.type !== "category") continue;
      const found = inOrder([item]);
      if (found.length) sections.push({ title: item.label, pages: found });
    }
  }
  const others = pages.filter((p) => p.kind !== "blog" && !listed.has(p.route));
  if (others.length) sections.push({ title: "Other pages", pages: others });
  const posts = pages
    .filter((p) => p.kind === "blog")
    .sort((a, b) => b.route.localeCompare(a.route));
  if (posts.length) sections.push({ title: "Blog", pages: posts });
  return sections;
}

/** One line of a link list: no line breaks, and the note without a trailing period doubled. */
function entry(url: string, title: string, note: string): string {
  const clean = (s: string) => s.replace(/\s+/g, " ").trim();
  const label = clean(title).replace(/[[\]]/g, "\\$&");
  return `- [${label}](${url})${note ? `: ${clean(note)}` : ""}`;
}

export interface LlmsExtras {
  /** Links for the `## Optional` section, which readers with little room may skip. */
  optional: Array<{ title: string; url: string; note: string }>;
  /** Each other docs version's own llms.txt (a section before Optional). */
  versions?: Array<{ title: string; url: string; note: string }>;
}

export function llmsTxt(
  site: LlmsSite,
  sections: readonly LlmsSection[],
  extras: LlmsExtras,
): string {
  const lines = [
    `# ${site.title}`,
    "",
    `> ${site.summary.replace(/\s+/g, " ").trim()}`,
    "",
    "Every page below links to its Markdown copy; the same page as HTML is at the same address " +
      "without `.md`. `llms-full.txt` holds the documentation in one file.",
  ];
  for (const section of sections) {
    lines.push("", `## ${section.title}`, "");
    for (const page of section.pages) {
      lines.push(entry(markdownUrl(site, page.route), page.title, page.note ?? page.description));
    }
  }
  if (extras.versions?.length) {
    // Before "Optional": an agent reading for another FlowG release must not skip this.
    lines.push("", "## Other FlowG versions", "");
    for (const link of extras.versions) lines.push(entry(link.url, link.title, link.note));
  }
  if (extras.optional.length) {
    lines.push("", "## Optional", "");
    for (const link of extras.optional) lines.push(entry(link.url, link.title, link.note));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * llms-full.txt: the pages of the `inline` kinds in full (front matter replaced by a `Source:`
 * line), in llms.txt order; pages of the other kinds as a link list under their section.
 */
export function llmsFullTxt(
  site: LlmsSite,
  sections: readonly LlmsSection[],
  inline: ReadonlySet<PageKind>,
): string {
  const parts = [`# ${site.title}\n\n> ${site.summary.replace(/\s+/g, " ").trim()}\n`];
  for (const section of sections) {
    const summarised = section.pages.filter((p) => !inline.has(p.kind));
    if (summarised.length) {
      parts.push(
        [
          `## ${section.title}`,
          "",
          "Reference pages, listed here rather than inlined; each link is the page's Markdown copy.",
          "",
          ...summarised.map((p) =>
            entry(markdownUrl(site, p.route), p.title, p.note ?? p.description),
          ),
          "",
        ].join("\n"),
      );
    }
    for (const page of section.pages.filter((p) => inline.has(p.kind))) {
      const body = page.markdown.replace(/^---\n[\s\S]*?\n---\n\n/, "");
      const [titleLine = "", ...rest] = body.split("\n");
      parts.push([titleLine, "", `Source: ${pageUrl(site, page.route)}`, ...rest].join("\n"));
    }
  }
  return parts.join("\n");
}
