/**
 * The words of a missing page's address, as a search query for the "Page not found" page:
 * /flowg/docs/guides/stream-retention gives "guides stream retention". The base path, "docs",
 * version numbers, file extensions and index are left out; a word that cannot be decoded is
 * left out too.
 */
export function pathWords(pathname: string, basePath: string): string {
  const path = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  const words: string[] = [];
  for (const segment of path.split("/")) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      continue;
    }
    text = text.replace(/\.(html?|md|txt|json)$/i, "");
    if (text === "docs" || text === "index" || /^v?\d+(\.\d+)+$/.test(text)) continue;
    for (const word of text.split(/[\s._+-]+/)) if (word) words.push(word.toLowerCase());
  }
  return words.join(" ").slice(0, 100);
}
