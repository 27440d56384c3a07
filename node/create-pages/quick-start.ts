import path from "node:path";
import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";
import { markdownToProse } from "../prose";
import type { Prose } from "@shared/prose";
import { stripNodeKeys, type NodeStore } from "../store";

/**
 * The landing page's quick start, from content/landing/: the section's title and introduction
 * (quick-start.yaml) and the commands (quick-start.sh, a plain shell script a writer can run).
 */
export const QUICK_START_FILE = "content/landing/quick-start.yaml";
export const QUICK_START_SCRIPT = "content/landing/quick-start.sh";

const fileSchema = z.strictObject({
  title: z.string().trim().min(1, "expected the section's title"),
  intro: z.string().trim().min(1, "expected Markdown text"),
});

export interface QuickStart {
  title: string;
  intro: Prose;
  /** The script's file name, the title of its code block. */
  scriptName: string;
  /** The commands, without the file's final newline. */
  script: string;
}

export function parseQuickStart(
  raw: unknown,
  script: string,
  file = QUICK_START_FILE,
  scriptFile = QUICK_START_SCRIPT,
): QuickStart {
  const result = fileSchema.safeParse(raw, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "quick start", result.error));
  if (!script.trim()) throw new ContentError(`${scriptFile}: the quick start has no commands`);
  return {
    title: result.data.title,
    intro: markdownToProse(result.data.intro, { where: `${file}: intro` }),
    scriptName: path.basename(scriptFile),
    script: script.replace(/\n$/, ""),
  };
}

/** The quick start from its nodes: quick-start.yaml's LandingYaml and quick-start.sh's LandingScript. */
export function quickStartFromStore(store: NodeStore): QuickStart {
  const yaml = store.landingYaml()[0];
  if (!yaml) throw new ContentError(`${QUICK_START_FILE}: missing; the landing page needs it`);
  const name = path.basename(QUICK_START_SCRIPT);
  const script = store.landingScripts().find((node) => node.name === name);
  if (!script) throw new ContentError(`${QUICK_START_SCRIPT}: missing; the landing page needs it`);
  return parseQuickStart(stripNodeKeys(yaml), script.text, QUICK_START_FILE, script.sourcePath);
}
