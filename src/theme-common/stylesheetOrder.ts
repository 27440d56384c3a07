import { isValidElement, type ReactNode } from "react";

/** The inlined stylesheet of the site's entry chunk: global styles and the layout's modules. */
function isEntryStylesheet(node: ReactNode): boolean {
  if (!isValidElement(node) || node.type !== "style") return false;
  const href = (node.props as { "data-href"?: unknown })["data-href"];
  return typeof href === "string" && /\/app[.-][0-9a-f]+\.css$/.test(href);
}

/**
 * Each page inlines its layout's and its template's stylesheets (node/on-pre-bootstrap.ts),
 * in an order Gatsby does not define. The global styles must come first, so that component
 * styles of equal specificity override them as they do in a single stylesheet, and as they do
 * after a client-side navigation, where webpack appends a template's stylesheet last.
 */
export function globalStylesFirst(head: readonly ReactNode[]): ReactNode[] {
  const firstStyle = head.findIndex((node) => isValidElement(node) && node.type === "style");
  const entry = head.filter(isEntryStylesheet);
  if (firstStyle < 0 || entry.length === 0) return [...head];
  const rest = head.filter((node) => !isEntryStylesheet(node));
  const at = rest.findIndex((node) => isValidElement(node) && node.type === "style");
  return [...rest.slice(0, at), ...entry, ...rest.slice(at)];
}
