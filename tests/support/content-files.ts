import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { yamlSyntaxError } from "../../plugins/gatsby-transformer-checked-yaml/syntax";
import { parseCliFile, type CliCommandData } from "../../node/cli/schema";
import { parseApiOverviewProse, type OverviewValues } from "../../node/api/overview-prose";
import { parseQuickStart, type QuickStart } from "../../node/create-pages/quick-start";
import { parseSynonyms } from "../../node/search/synonyms";
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

/** An OpenAPI document as parsed YAML (openapi/flowg.yaml, a draft's, a fixture's). */
export function openApiFromFile(file = "openapi/flowg.yaml"): Record<string, unknown> {
  return yamlFile(file) as Record<string, unknown>;
}

/**
 * The CLI data of a folder (content/cli, a draft's): every `<binary>.yaml`, sorted by name,
 * through the build's syntax check and schema (node/cli/schema.ts).
 */
export function cliDataFromDir(dir = "content/cli"): CliCommandData[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const text = fs.readFileSync(file, "utf8");
      const syntax = yamlSyntaxError(file, text);
      if (syntax) throw new Error(syntax);
      return parseCliFile(YAML.parse(text), file);
    });
}
