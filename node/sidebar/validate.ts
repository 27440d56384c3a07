import { ContentError } from "../../src/config/errors";
import type { Sidebars, SidebarItem } from "./normalize";

/**
 * Step 2 (validate): every doc id exists (with a "did you mean" when one is close), no doc is
 * listed twice. Docs that no sidebar lists are returned so the build can report them.
 */
export function validateSidebars(
  sidebars: Sidebars,
  docIds: readonly string[],
  file: string,
): { unlisted: string[] } {
  const known = new Set(docIds);
  const seen = new Map<string, string>();
  const problems: string[] = [];

  const visit = (items: SidebarItem[], path: string) => {
    items.forEach((item, i) => {
      const at = `${path}[${i}]`;
      const ids =
        item.type === "doc" ? [item.id] : item.type === "category" && item.link ? [item.link] : [];
      for (const id of ids) {
        const where = item.type === "category" ? `${at}.link` : at;
        if (!known.has(id)) {
          const suggestion = closest(id, docIds);
          problems.push(
            `  - ${where}: unknown doc id "${id}"${suggestion ? `; did you mean "${suggestion}"?` : ""}`,
          );
        } else if (seen.has(id)) {
          problems.push(`  - ${where}: doc "${id}" is already listed at ${seen.get(id)}`);
        } else {
          seen.set(id, where);
        }
      }
      if (item.type === "category") visit(item.items, `${at}.items`);
    });
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) visit(items, sidebarId);

  if (problems.length) throw new ContentError(`${file}: invalid sidebars\n${problems.join("\n")}`);
  return { unlisted: docIds.filter((id) => !seen.has(id)) };
}

/** The known id nearest to `id` by edit distance, if it is plausibly a typo. */
export function closest(id: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = levenshtein(id, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(id.length / 3)) ? best : undefined;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
