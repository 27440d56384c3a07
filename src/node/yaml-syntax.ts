import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { ContentError } from "../config/errors";

/**
 * The YAML data files under content/ (sidebars, blog authors, CLI data) are parsed by
 * gatsby-transformer-yaml, whose syntax errors name neither the file nor the line. They are
 * read here first, when the build starts, so a syntax error fails the build with both.
 */
export function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** Throws a ContentError naming the file, line and column of the first syntax error. */
export function checkYamlSyntax(file: string, text: string): void {
  const error = parseDocument(text, { prettyErrors: true }).errors[0];
  if (!error) return;
  const where = error.linePos
    ? ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}`
    : "";
  const reason = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  throw new ContentError(`${file}: invalid YAML${where}: ${reason}`);
}

export function checkContentYaml(root = "content"): void {
  for (const file of yamlFiles(root)) checkYamlSyntax(file, fs.readFileSync(file, "utf8"));
}
