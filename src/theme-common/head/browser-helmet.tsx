import { useEffect, useState } from "react";
import { headOf, mergeHeads, type HeadState, type HelmetProps } from "./state";

/**
 * The browser's <Helmet>: keeps the document head in step with the mounted <Helmet> elements
 * after client-side navigations. It replaces react-helmet in the browser bundle only (see
 * `node/on-pre-bootstrap.ts`); the server render uses react-helmet, and
 * gatsby-plugin-react-helmet writes its tags into each page's HTML. react-helmet with its
 * dependencies is several times the size of this updater, and every page would load it.
 */

/** Managed head elements carry react-helmet's marker, so the server-rendered ones are adopted. */
const MARKER = "data-react-helmet";

let nextId = 0;
const mounted = new Map<number, HeadState>();
let scheduled = false;

function element(tag: HeadState["tags"][number]): Element {
  const node = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) {
    node.setAttribute(name === "className" ? "class" : name, value);
  }
  if (tag.text) node.textContent = tag.text;
  node.setAttribute(MARKER, "true");
  return node;
}

function apply(head: HeadState): void {
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  for (const [name, value] of Object.entries(head.htmlAttributes)) {
    document.documentElement.setAttribute(name, value);
  }
  const current = [...document.head.querySelectorAll(`[${MARKER}]`)].filter(
    (node) => node.tagName !== "TITLE",
  );
  const wanted = head.tags.map(element);
  const same =
    current.length === wanted.length && current.every((node, i) => node.isEqualNode(wanted[i]!));
  if (same) return;
  for (const node of current) node.remove();
  document.head.append(...wanted);
}

function flush(): void {
  scheduled = false;
  apply(mergeHeads([...mounted.entries()].sort(([a], [b]) => a - b).map(([, head]) => head)));
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

export function Helmet(props: HelmetProps): null {
  // Ids follow render order, parents before children: a page's <Helmet> outranks the layout's.
  const [id] = useState(() => nextId++);
  const serialized = JSON.stringify(headOf(props));
  useEffect(() => {
    mounted.set(id, JSON.parse(serialized) as HeadState);
    schedule();
  }, [id, serialized]);
  useEffect(
    () => () => {
      mounted.delete(id);
      schedule();
    },
    [id],
  );
  return null;
}
