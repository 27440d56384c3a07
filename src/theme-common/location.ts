import { createContext, useContext } from "react";
import { stripBasePath } from "./links";

/**
 * The current page path (without the base path), provided by the Layout so theme components
 * need not reach into the router.
 */
export const PathnameContext = createContext("/");

export function usePathname(): string {
  return useContext(PathnameContext);
}

/** Site path of a location pathname: no base path, no trailing slash. */
export function sitePath(pathname: string): string {
  return stripBasePath(pathname).replace(/(.)\/$/, "$1") || "/";
}

/** True when `path` is `base` or below it. */
export function isUnder(path: string, base: string): boolean {
  if (base === "" || base === "/") return true;
  return path === base || path.startsWith(`${base}/`);
}

/** Whether a link to `to` is the current section: the page itself or below it (not for "/"). */
export function isActiveLink(path: string, to: string): boolean {
  return to === "/" ? path === "/" : isUnder(path, to);
}
