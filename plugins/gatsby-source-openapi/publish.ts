import { createHash } from "node:crypto";
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

/**
 * What the last build published, kept in the plugin's Gatsby cache: the SHA-1 of each document's
 * source, by `publishAs`. Gatsby empties that cache whenever the site's or a plugin's build code
 * changes, so a hash found there was published by this same code.
 */
export interface PublishedCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export interface Published {
  files: string[];
  /** False when both files were already in place for this source (a rebuild): nothing written. */
  written: boolean;
}

/**
 * Writes both files below `publicDir`, unless the last build, recorded in `cache`, wrote them
 * from the same source and both are still there: the JSON form costs a YAML parse of the whole
 * document, which a rebuild after a doc edit does not need.
 */
export async function publishDocument(
  specPath: string,
  publicDir: string,
  publishAs: string,
  cache?: PublishedCache,
): Promise<Published> {
  const source = fs.readFileSync(specPath, "utf8");
  const formats = Object.keys(PUBLISHED_FORMATS) as PublishedFormat[];
  const files = formats.map((format) => path.join(publicDir, `${publishAs}.${format}`));
  const digest = createHash("sha1").update(source).digest("hex");
  const key = `published:${publishAs}`;
  if (cache && (await cache.get(key)) === digest && files.every((file) => fs.existsSync(file)))
    return { files, written: false };
  formats.forEach((format, i) => {
    fs.mkdirSync(path.dirname(files[i]!), { recursive: true });
    fs.writeFileSync(files[i]!, renderPublished(source, format));
  });
  await cache?.set(key, digest);
  return { files, written: true };
}
