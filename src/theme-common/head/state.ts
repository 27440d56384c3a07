import { Children, isValidElement, type ReactNode } from "react";

/**
 * What the site's <Helmet> elements ask of the document head, as plain data. The browser bundle
 * applies it with `./browser-helmet.tsx`; the server render keeps react-helmet itself (see
 * `index.ts`). Pure, so the merge rules are unit-tested.
 */
export interface HeadTag {
  tag: "meta" | "link" | "script";
  attributes: Record<string, string>;
  /** Text content (JSON-LD scripts). */
  text?: string;
}

export interface HeadState {
  title?: string;
  htmlAttributes: Record<string, string>;
  tags: HeadTag[];
}

/** The props the site uses; `index.ts` types <Helmet> with exactly these. */
export interface HelmetProps {
  title?: string;
  htmlAttributes?: { lang?: string };
  children?: ReactNode;
}

const TAGS = new Set(["meta", "link", "script"]);

function textOf(children: unknown): string {
  if (children === null || children === undefined || typeof children === "boolean") return "";
  if (Array.isArray(children)) return children.map(textOf).join("");
  return String(children);
}

/** Reads one <Helmet>: its title prop or <title> child, html attributes and tags. */
export function headOf(props: HelmetProps): HeadState {
  const htmlAttributes = Object.entries(props.htmlAttributes ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const state: HeadState = { htmlAttributes: Object.fromEntries(htmlAttributes), tags: [] };
  if (props.title !== undefined) state.title = props.title;
  Children.forEach(props.children, (child) => {
    if (!isValidElement(child) || typeof child.type !== "string") return;
    const { children, ...rest } = child.props as Record<string, unknown>;
    if (child.type === "title") {
      state.title = textOf(children);
      return;
    }
    if (!TAGS.has(child.type)) {
      throw new Error(
        `<Helmet> child <${child.type}> is not supported (title, meta, link, script)`,
      );
    }
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest)) {
      if (value !== undefined && value !== null && value !== false)
        attributes[name] = String(value);
    }
    const tag: HeadTag = { tag: child.type as HeadTag["tag"], attributes };
    const text = textOf(children);
    if (text) tag.text = text;
    state.tags.push(tag);
  });
  return state;
}

/** What makes two tags "the same tag", so that a later <Helmet> replaces an earlier one's. */
function identity(tag: HeadTag): string {
  const a = tag.attributes;
  if (tag.tag === "meta")
    return `meta:${a.name ?? a.property ?? a.charset ?? a["http-equiv"] ?? ""}`;
  if (tag.tag === "link") return `link:${a.rel ?? ""}:${a.hreflang ?? ""}`;
  return `script:${a.src ?? tag.text ?? ""}`;
}

/**
 * Merges the mounted <Helmet>s, outermost first (react-helmet's rules for what the site uses):
 * the innermost title wins, html attributes merge, and a tag replaces an earlier one with the same
 * name, property or rel; other tags add up in order.
 */
export function mergeHeads(heads: readonly HeadState[]): HeadState {
  const merged: HeadState = { htmlAttributes: {}, tags: [] };
  const byIdentity = new Map<string, HeadTag>();
  for (const head of heads) {
    if (head.title !== undefined) merged.title = head.title;
    Object.assign(merged.htmlAttributes, head.htmlAttributes);
    for (const tag of head.tags) {
      const key = identity(tag);
      byIdentity.delete(key);
      byIdentity.set(key, tag);
    }
  }
  merged.tags = [...byIdentity.values()];
  return merged;
}
