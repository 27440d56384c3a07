import type { Element, Root, RootContent } from "hast";

/**
 * A small hast serializer for the trees remark-rehype makes from Markdown (no raw HTML, no
 * <script>/<style>). hast-util-to-html is not installed; this covers elements, text and the
 * attribute names those trees use (className, aria*, data*, tabIndex, booleans).
 */

const COMMA_SEPARATED = new Set(["accept", "coords", "sizes", "srcset"]);
const VOID_ELEMENTS = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "source",
  "wbr",
]);

export function hastToHtml(node: Root | RootContent): string {
  switch (node.type) {
    case "root":
      return node.children.map(hastToHtml).join("");
    case "element":
      return element(node);
    case "text":
      return escapeText(node.value);
    default:
      // Comments, doctypes and raw HTML are not part of the Markdown we render.
      return "";
  }
}

function element(node: Element): string {
  const attributes = Object.entries(node.properties ?? {})
    .map(([name, value]) => attribute(name, value))
    .join("");
  const open = `<${node.tagName}${attributes}>`;
  if (VOID_ELEMENTS.has(node.tagName)) return open;
  return `${open}${node.children.map(hastToHtml).join("")}</${node.tagName}>`;
}

function attribute(property: string, value: unknown): string {
  if (value === false || value === null || value === undefined) return "";
  const name = attributeName(property);
  if (value === true) return ` ${name}`;
  // Lists are space-separated (class, rel) except the few comma-separated attributes.
  const text = Array.isArray(value) ? value.join(COMMA_SEPARATED.has(name) ? "," : " ") : value;
  return ` ${name}="${escapeAttribute(String(text))}"`;
}

/** hast property names back to HTML attribute names: className -> class, ariaHidden -> aria-hidden. */
export function attributeName(property: string): string {
  if (property === "className") return "class";
  if (property === "htmlFor") return "for";
  if (/^(aria|data)[A-Z]/.test(property)) {
    return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  }
  return property.toLowerCase();
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}
