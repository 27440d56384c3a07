import type { Locale } from "../config/schema";
import { isUnder } from "./location";

/**
 * The locale a site path belongs to: the locale with the longest matching path prefix (the
 * default locale wins ties, so a locale at "" is the fallback).
 */
export function localeOfPath(
  path: string,
  locales: readonly Locale[],
  defaultLocale: string,
): Locale | undefined {
  const matching = locales.filter((l) => isUnder(path, l.path));
  const longest = Math.max(...matching.map((l) => l.path.length));
  const candidates = matching.filter((l) => l.path.length === longest);
  return candidates.find((l) => l.code === defaultLocale) ?? candidates[0];
}

/** The same page under another locale: swap the locale prefix. */
export function pathInLocale(path: string, from: Locale | undefined, to: Locale): string {
  const rest = from && isUnder(path, from.path) ? path.slice(from.path.length) : path;
  return `${to.path}${rest === "/" && to.path ? "" : rest}` || "/";
}
