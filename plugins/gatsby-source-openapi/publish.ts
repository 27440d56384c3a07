import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

/**
 * The document is published with the site (readers download it, RapiDoc loads the JSON):
 * `<publishAs>.yaml` is the source file as written (comments included) and `<publishAs>.json`
 * the same document as JSON.
 */
export const PUBLISHED_FORMATS = {
  yaml: "application/yaml; charset=utf-8",
  json: "application/json; charset=utf-8",
} as const;

export type PublishedFormat = keyof typeof PUBLISHED_FORMATS;

export function renderPublished(source: string, format: PublishedFormat): string {
  return format === "yaml" ? source : `${JSON.stringify(YAML.parse(source), null, 2)}\n`;
}

/** Writes both files below `publicDir`; returns their paths. */
export function publishDocument(specPath: string, publicDir: string, publishAs: string): string[] {
  const source = fs.readFileSync(specPath, "utf8");
  return (Object.keys(PUBLISHED_FORMATS) as PublishedFormat[]).map((format) => {
    const file = path.join(publicDir, `${publishAs}.${format}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderPublished(source, format));
    return file;
  });
}
