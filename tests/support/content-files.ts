import fs from "node:fs";
import YAML from "yaml";
import { parseApiOverviewProse, type OverviewValues } from "../../src/node/api/overview-prose";
import { parseQuickStart, type QuickStart } from "../../src/node/create-pages/quick-start";
import { parseSynonyms } from "../../src/node/search/synonyms";
import type { ApiOverviewProse } from "../../src/shared/api";
import type { Synonym } from "../../src/shared/search/lexicon";

/**
 * The content files the tests read directly. The build reads them as Gatsby nodes (never with
 * `fs`); these give the tests the same parsed values from the files on disk.
 */
const yamlFile = (file: string): unknown => YAML.parse(fs.readFileSync(file, "utf8"));

export function quickStartFromFiles(
  file = "content/landing/quick-start.yaml",
  scriptFile = "content/landing/quick-start.sh",
): QuickStart {
  return parseQuickStart(yamlFile(file), fs.readFileSync(scriptFile, "utf8"), file, scriptFile);
}

export function apiOverviewProseFromFile(
  values: OverviewValues,
  file = "content/api/overview.yaml",
): ApiOverviewProse {
  return parseApiOverviewProse(yamlFile(file), values, file);
}

export function synonymsFromFile(file = "content/search-synonyms.yaml"): Synonym[] {
  return parseSynonyms(yamlFile(file), file);
}
