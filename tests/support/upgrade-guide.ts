import type { MdNode } from "../../node/mdx/mdast";
import { toText, walk } from "../../node/mdx/mdast";

/**
 * The shape of the upgrade guide (content/docs/setup/upgrade.mdx, issue 27), checked on the tree
 * the site renders: an intro that says why the sections are ordered by harm and points to the
 * checklist; "Take a copy you can go back to" first; then one `##` section per breaking change,
 * in the order of the list given (most harmful first), each with the four bold lead-ins of
 * PARTS, once each and in that order; last, a "Checklist" whose `###` groups follow the order of
 * work and whose every item links to the section it comes from.
 */

export const PARTS = [
  "What breaks",
  "How you notice",
  "Before you upgrade",
  "After you upgrade",
] as const;

export const COPY_TITLE = "Take a copy you can go back to";
export const CHECKLIST_TITLE = "Checklist";

/** A breaking change that must have its own section, found by its heading. */
export interface Change {
  change: string;
  heading: RegExp;
}

export interface GuideSection {
  title: string;
  id: string;
  line: number;
  /** The top-level nodes after the heading, up to the next `##`. */
  nodes: MdNode[];
}

const lineOf = (node: MdNode) => node.position?.start.line ?? 0;
const idOf = (node: MdNode) => {
  const id = node.data?.hProperties?.id;
  return typeof id === "string" ? id : "";
};

/** The page cut at its `##` headings: the nodes before the first one, and each section. */
export function guideSections(tree: MdNode): { intro: MdNode[]; sections: GuideSection[] } {
  const intro: MdNode[] = [];
  const sections: GuideSection[] = [];
  for (const node of tree.children ?? []) {
    if (node.type === "heading" && node.depth === 2) {
      sections.push({ title: toText(node).trim(), id: idOf(node), line: lineOf(node), nodes: [] });
    } else if (sections.length === 0) {
      intro.push(node);
    } else {
      sections[sections.length - 1]!.nodes.push(node);
    }
  }
  return { intro, sections };
}

/** The text of a paragraph's bold lead-in ("What breaks." gives "What breaks"), if it has one. */
function leadIn(node: MdNode): string | null {
  if (node.type !== "paragraph") return null;
  const first = node.children?.[0];
  if (first?.type !== "strong") return null;
  return toText(first).trim().replace(/[.:]$/, "");
}

function linkTargets(node: MdNode): string[] {
  const urls: string[] = [];
  walk(node, (n) => {
    const url: unknown = (n as { url?: unknown }).url;
    if (n.type === "link" && typeof url === "string") urls.push(url);
  });
  return urls;
}

/** Problems of the four parts in one change section, each with the file and line. */
function partProblems(file: string, section: GuideSection): string[] {
  const problems: string[] = [];
  const found: Array<{ part: string; line: number; empty: boolean }> = [];
  section.nodes.forEach((node, i) => {
    const part = leadIn(node);
    if (part === null || !(PARTS as readonly string[]).includes(part)) return;
    const rest = (node.children ?? []).slice(1).map(toText).join("").trim();
    const next = section.nodes[i + 1];
    const nextIsPart = next !== undefined && leadIn(next) !== null;
    found.push({
      part,
      line: lineOf(node),
      empty: rest === "" && (next === undefined || nextIsPart),
    });
  });
  const order = found.map((f) => f.part);
  if (order.join("|") !== PARTS.join("|")) {
    problems.push(
      `${file}:${section.line}: section "${section.title}" has the parts [${order.join(", ")}]; ` +
        `expected ${PARTS.join(", ")}, once each and in that order`,
    );
  }
  for (const f of found.filter((f) => f.empty)) {
    problems.push(`${file}:${f.line}: section "${section.title}": "${f.part}" says nothing`);
  }
  return problems;
}

/**
 * Every problem of the guide's shape, as "file:line: what is wrong", or none. `changes` lists
 * the breaking changes in the order of harm the sections must follow; `groups` the checklist's
 * `###` groups in the order of work.
 */
export function upgradeGuideProblems(
  file: string,
  tree: MdNode,
  changes: Change[],
  groups: RegExp[],
): string[] {
  const problems: string[] = [];
  const { intro, sections } = guideSections(tree);
  const first = sections[0];
  const last = sections[sections.length - 1];

  const introText = intro.map(toText).join(" ");
  if (!/\bharm/i.test(introText)) {
    problems.push(`${file}:1: the intro should say that the sections are ordered by harm`);
  }
  if (!intro.some((node) => linkTargets(node).includes("#checklist"))) {
    problems.push(`${file}:1: the intro should link to the checklist (#checklist)`);
  }
  if (first?.title !== COPY_TITLE) {
    problems.push(
      `${file}:${first?.line ?? 1}: the first section should be "${COPY_TITLE}", found "${first?.title ?? "none"}"`,
    );
  }
  if (last?.title !== CHECKLIST_TITLE) {
    problems.push(
      `${file}:${last?.line ?? 1}: the last section should be "${CHECKLIST_TITLE}", found "${last?.title ?? "none"}"`,
    );
  }

  const changeSections = sections.filter(
    (s) => s.title !== COPY_TITLE && s.title !== CHECKLIST_TITLE,
  );
  const matched: GuideSection[] = [];
  for (const change of changes) {
    const hits = changeSections.filter((s) => change.heading.test(s.title));
    if (hits.length !== 1) {
      problems.push(
        `${file}: the change "${change.change}" should have one section (heading matching ${change.heading}), found ${hits.length}` +
          (hits.length ? `: ${hits.map((h) => `"${h.title}" (line ${h.line})`).join(", ")}` : ""),
      );
    } else {
      matched.push(hits[0]!);
    }
  }
  for (const s of changeSections) {
    if (!changes.some((c) => c.heading.test(s.title))) {
      problems.push(`${file}:${s.line}: section "${s.title}" is none of the listed changes`);
    }
  }
  if (matched.length === changes.length) {
    const actual = changeSections.map((s) => s.title);
    const expected = matched.map((s) => s.title);
    if (actual.join("|") !== expected.join("|")) {
      problems.push(
        `${file}: the change sections are not in the order of harm; expected ${expected.map((t) => `"${t}"`).join(", ")}`,
      );
    }
  }
  for (const s of changeSections) problems.push(...partProblems(file, s));

  if (last?.title === CHECKLIST_TITLE) {
    const targets = sections.filter((s) => s !== last);
    problems.push(...checklistProblems(file, last, targets, groups));
  }
  return problems;
}

function checklistProblems(
  file: string,
  checklist: GuideSection,
  targets: GuideSection[],
  groups: RegExp[],
): string[] {
  const problems: string[] = [];
  const ids = new Map(targets.map((t) => [t.id, t] as const));
  const groupTitles = checklist.nodes
    .filter((n) => n.type === "heading" && n.depth === 3)
    .map((n) => toText(n).trim());
  const groupsOk =
    groupTitles.length === groups.length && groups.every((g, i) => g.test(groupTitles[i] ?? ""));
  if (!groupsOk) {
    problems.push(
      `${file}:${checklist.line}: the checklist's groups are [${groupTitles.join(", ")}]; expected ${groups.length} groups matching ${groups.join(", ")}, in that order`,
    );
  }
  const linked = new Set<string>();
  let items = 0;
  for (const node of checklist.nodes) {
    walk(node, (n) => {
      if (n.type !== "listItem") return;
      if (typeof (n as { checked?: unknown }).checked !== "boolean") return;
      items++;
      const anchors = linkTargets(n).filter((url) => url.startsWith("#"));
      if (anchors.length === 0) {
        problems.push(`${file}:${lineOf(n)}: checklist item links to no section`);
      }
      for (const anchor of anchors) {
        const id = anchor.slice(1);
        if (ids.has(id)) linked.add(id);
        else
          problems.push(`${file}:${lineOf(n)}: checklist item links to "${anchor}", not a section`);
      }
    });
  }
  if (items === 0) problems.push(`${file}:${checklist.line}: the checklist has no task items`);
  for (const [id, section] of ids) {
    if (!linked.has(id)) {
      problems.push(
        `${file}:${section.line}: no checklist item links to section "${section.title}"`,
      );
    }
  }
  return problems;
}
