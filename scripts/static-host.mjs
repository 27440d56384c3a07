// @ts-check
import fs from "node:fs";
import path from "node:path";

/**
 * How a static host answers a request for a built site, following GitHub Pages, where FlowG's
 * documentation is published (https://link-society.github.io/flowg/):
 *
 *   /flowg/x     -> the file x if there is one, else x.html, else (x/ is a folder with an
 *                   index.html) a 301 redirect to /flowg/x/
 *   /flowg/x/    -> x/index.html, else 404 (x.html does not answer a path with a slash)
 *   /flowg       -> the site's folder itself: 301 to /flowg/
 *   anything else-> 404, answered with the site's 404.html
 *
 * The build writes x.html beside x/index.html for every page (node/html-aliases.ts), so a
 * canonical URL (no trailing slash) is served without a redirect. scripts/serve.mjs answers with
 * these rules and the link gate and the build tests judge every URL with them, so a link that
 * would cost a redirect in production fails here first. Plain JavaScript so that the server runs
 * on Node alone; the types are in static-host.d.mts.
 */

/**
 * @param {string} pathname URL path as requested (percent-encoded, query removed)
 * @param {{ base: string, kindOf: (relative: string) => "file" | "dir" | null }} site
 * @returns {import("./static-host.d.mts").HostAnswer}
 */
export function resolveRequest(pathname, { base, kindOf }) {
  if (pathname === base) return { status: 301, location: `${base}/` };
  if (!pathname.startsWith(`${base}/`)) return { status: 404 };
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(base.length + 1));
  } catch {
    return { status: 404 };
  }
  if (relative.split("/").some((segment) => segment === ".." || segment === ".")) {
    return { status: 404 };
  }
  if (relative === "" || relative.endsWith("/")) {
    const index = `${relative}index.html`;
    return kindOf(index) === "file" ? { status: 200, file: index } : { status: 404 };
  }
  if (kindOf(relative) === "file") return { status: 200, file: relative };
  if (kindOf(`${relative}.html`) === "file") return { status: 200, file: `${relative}.html` };
  if (kindOf(relative) === "dir" && kindOf(`${relative}/index.html`) === "file") {
    return { status: 301, location: `${pathname}/` };
  }
  return { status: 404 };
}

/**
 * What a path inside a built site folder is, for `resolveRequest`.
 * @param {string} root absolute path of the site folder (public/)
 * @returns {(relative: string) => "file" | "dir" | null}
 */
export function folderKinds(root) {
  return (relative) => {
    const absolute = path.join(root, relative);
    if (absolute !== root && !absolute.startsWith(`${root}${path.sep}`)) return null;
    try {
      const stat = fs.statSync(absolute);
      return stat.isFile() ? "file" : stat.isDirectory() ? "dir" : null;
    } catch {
      return null;
    }
  };
}
