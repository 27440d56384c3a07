/** The published paths of a build folder, sorted (see published-urls.mjs). */
export function publishedPaths(buildDir: string, base: string): string[];

/** The paths of a list file (comment and blank lines ignored). */
export function readUrlList(text: string): string[];

/** The list file's text: the introduction, the dated header lines, then the paths sorted. */
export function urlListText(headers: string[], paths: Iterable<string>): string;
