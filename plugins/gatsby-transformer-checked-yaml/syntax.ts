import { parseDocument } from "yaml";

/**
 * The first syntax error of a YAML text as one line a writer can act on:
 * `<file>: invalid YAML at line L, column C: <reason>`; null when the text parses.
 * gatsby-transformer-yaml's own error (js-yaml's) names neither the file nor, in develop, which
 * of the site's YAML files broke, so every YAML file is checked here first.
 */
export function yamlSyntaxError(file: string, text: string): string | null {
  const error = parseDocument(text, { prettyErrors: true }).errors[0];
  if (!error) return null;
  const where = error.linePos
    ? ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}`
    : "";
  const reason = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  return `${file}: invalid YAML${where}: ${reason}`;
}
