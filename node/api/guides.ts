import type { LinkView } from "@shared/api";

/**
 * Operation slug -> the doc pages that link to its page (/docs/api/<slug>, with or without the
 * base path, anchors allowed), found by scanning the MDX sources at build time. Pure.
 */

export interface DocSource {
  title: string;
  route: string;
  /** The MDX source. */
  body: string;
}

export function guidesByOperation(
  docs: readonly DocSource[],
  basePath = "/flowg",
): Map<string, LinkView[]> {
  const base = basePath.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const link = new RegExp(
    `(?<![\\w/.-])(?:${base})?/docs/api/([a-z0-9]+(?:-[a-z0-9]+)*)(?![\\w-])`,
    "g",
  );
  const bySlug = new Map<string, LinkView[]>();
  for (const doc of docs) {
    const slugs = new Set([...doc.body.matchAll(link)].map((match) => match[1]!));
    for (const slug of slugs) {
      const links = bySlug.get(slug) ?? [];
      links.push({ label: doc.title, href: doc.route });
      bySlug.set(slug, links);
    }
  }
  for (const links of bySlug.values()) links.sort((a, b) => a.label.localeCompare(b.label));
  return bySlug;
}
