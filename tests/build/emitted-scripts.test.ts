import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Diagrams are drawn before the build (node/diagrams/): no mermaid code may reach a reader.
 * Mermaid's library names itself in its code (its API object, its error texts), and its parsers
 * and configuration carry words no drawing does: none of these may appear in an emitted script.
 */
const MERMAID_MARKERS = ["mermaid", "sequenceDiagram", "securityLevel"];

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

describe("emitted scripts", () => {
  const files = scripts(path.resolve("public"));

  it("include no mermaid code", () => {
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const code = fs.readFileSync(file, "utf8");
      return MERMAID_MARKERS.filter((marker) => code.includes(marker)).map(
        (marker) => `${path.relative("public", file)}: ${marker}`,
      );
    });
    expect(found).toEqual([]);
  });
});

/**
 * The server render (Gatsby's .cache/page-ssr) bundles no library that only the browser runs:
 * rapidoc registers the <rapi-doc> element, so its code stays in the browser's chunks
 * (node/on-pre-bootstrap.ts, BROWSER_ONLY_MODULES).
 */
describe("the server render", () => {
  const registration = 'customElements.define("rapi-doc"';

  it("leaves rapidoc to the browser, whose scripts still register <rapi-doc>", () => {
    const server = scripts(path.resolve(".cache/page-ssr"));
    expect(server.length).toBeGreaterThan(10);
    const inServer = server.filter((file) => fs.readFileSync(file, "utf8").includes(registration));
    expect(inServer).toEqual([]);
    const inBrowser = scripts(path.resolve("public")).filter((file) =>
      fs.readFileSync(file, "utf8").includes(registration),
    );
    expect(inBrowser.length).toBeGreaterThan(0);
  });

  it("is built without source maps (node/on-pre-bootstrap.ts: devtool)", () => {
    // Webpack ends a bundle it maps with a comment naming the bundle's own map (maps from an
    // older build may still lie beside the bundles: webpack does not empty its output folder).
    const mapped = (file: string) =>
      fs
        .readFileSync(file, "utf8")
        .trimEnd()
        .endsWith(`//# sourceMappingURL=${path.basename(file)}.map`);
    const server = scripts(path.resolve(".cache/page-ssr"));
    expect(server.length).toBeGreaterThan(10);
    expect(server.filter(mapped)).toEqual([]);
    expect(scripts(path.resolve("public")).filter(mapped)).toEqual([]);
  });
});
