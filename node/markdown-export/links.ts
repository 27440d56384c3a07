import { markdownCopyHref } from "@shared/markdown-copy";

/**
 * Links in the Markdown copies are absolute (https://link-society.github.io/flowg/docs/...), so a
 * copy pasted into an assistant or saved to disk still points at the site. Pure.
 */
export interface SiteUrls {
  /** Origin of the site, without a trailing slash (https://link-society.github.io). */
  origin: string;
  /** Path prefix (/flowg). */
  basePath: string;
}

/** Absolute URL of a site route given without the base path (/docs/x -> https://.../flowg/docs/x). */
export function pageUrl(site: SiteUrls, route: string): string {
  const clean = route === "/" ? "/" : route.replace(/\/$/, "");
  return `${site.origin}${site.basePath}${clean}`;
}

/** Absolute URL of the Markdown copy of a page route (/docs/x -> https://.../flowg/docs/x.md). */
export function markdownUrl(site: SiteUrls, route: string): string {
  return `${site.origin}${markdownCopyHref(site.basePath, route)}`;
}

/**
 * A link as written in content (root-relative `/docs/x#y`, already prefixed `/flowg/docs/x`, or a
 * fragment `#y` of the page itself) made absolute. Other origins, mailto: and the like are kept.
 * Relative paths (`./x`) do not occur in the content and are kept as written.
 */
export function absoluteLink(site: SiteUrls, pageRoute: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return href;
  if (href.startsWith("#")) return `${pageUrl(site, pageRoute)}${href}`;
  if (!href.startsWith("/")) return href;
  const base = site.basePath;
  if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}#`)) {
    return `${site.origin}${href}`;
  }
  return `${site.origin}${base}${href}`;
}

/**
 * The reverse, for the link gate: a site path (/flowg/docs/x#y) when `href` is an absolute URL of
 * this site, else null.
 */
export function sitePathOf(site: SiteUrls, href: string): string | null {
  const prefix = `${site.origin}${site.basePath}`;
  if (href === prefix) return site.basePath;
  if (href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}#`)) {
    return href.slice(site.origin.length);
  }
  return null;
}
