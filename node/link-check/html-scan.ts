import { decodeEntities } from "../html-entities";

/**
 * The start tags of an HTML document, in order, with their attributes (names lower-cased, values
 * decoded), read in one pass without building a tree: the link gate reads every page of every
 * build, and a DOM parser would build a whole tree of each page only to walk it once. Comments,
 * and the text of
 * `script`, `style`, `textarea` and `title` elements (which may hold `<` as text), are skipped.
 * The site's pages are machine-written HTML; a tag this does not recognise is read as text, as a
 * browser would.
 */
export interface StartTag {
  name: string;
  attributes: Map<string, string>;
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>|<\/[a-zA-Z][^>]*>|<([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Where the text of a raw-text element ends, per element. */
const RAW_TEXT_END = new Map(
  ["script", "style", "textarea", "title"].map((name) => [name, new RegExp(`</${name}`, "gi")]),
);

export function* startTags(html: string): Generator<StartTag> {
  // A regex of its own: its position must survive the yields, whatever else scans meanwhile.
  const token = new RegExp(TOKEN);
  for (let match = token.exec(html); match; match = token.exec(html)) {
    const tagName = match[1];
    if (!tagName) continue;
    const name = tagName.toLowerCase();
    yield { name, attributes: attributesOf(match[2] ?? "") };
    const end = RAW_TEXT_END.get(name);
    if (end) {
      end.lastIndex = token.lastIndex;
      token.lastIndex = end.exec(html)?.index ?? html.length;
    }
  }
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(source); match; match = ATTRIBUTE.exec(source)) {
    const name = match[1]!.toLowerCase();
    // As in browsers, the first of two attributes with one name wins.
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
    }
  }
  return attributes;
}
