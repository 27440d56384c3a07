import config from "@site-config";

/** True for URLs that leave the site (another origin, mailto:, ...). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

/**
 * Removes the base path from a root-relative URL. gatsby-plugin-mdx already prefixes links in
 * Markdown, and Gatsby's <Link> prefixes again, so Markdown links pass through here first.
 */
export function stripBasePath(href: string): string {
  const base = config.basePath;
  if (href === base) return "/";
  return href.startsWith(`${base}/`) || href.startsWith(`${base}#`) || href.startsWith(`${base}?`)
    ? href.slice(base.length) || "/"
    : href;
}

/**
 * Absolute URL of a site path, for canonical links and feeds. Pages have no trailing slash; the
 * landing page is the base folder itself, which static hosts only serve with its slash.
 */
export function absoluteUrl(pathname: string): string {
  const clean = pathname === "/" ? "/" : pathname.replace(/\/$/, "");
  return `${config.url}${config.basePath}${clean}`;
}
