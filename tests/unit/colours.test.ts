import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { RenderBodyArgs } from "gatsby";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { onRenderBody } from "../../gatsby-ssr";
import { DIAGRAM_TOKENS } from "../../node/diagrams/mermaid-config";
import { TOKEN_FALLBACKS } from "../../src/theme/RapiDocConsole/attributes";

// gatsby-ssr.tsx renders the head of every page; its page wrappers need Gatsby's components and
// the server's diagram drawings, which these tests do not use.
vi.mock("@diagram-drawings", () => ({ default: {} }));
vi.mock("gatsby", () => ({ Link: () => null, graphql: () => null, withPrefix: (p: string) => p }));

/** The head elements gatsby-ssr.tsx gives every page. */
function headComponents(): ReactElement<Record<string, unknown>>[] {
  const head: ReactElement<Record<string, unknown>>[] = [];
  const args = {
    setHtmlAttributes: () => undefined,
    setHeadComponents: (components: ReactElement<Record<string, unknown>>[]) =>
      void head.push(...components),
  };
  onRenderBody!(args as unknown as RenderBodyArgs, {} as never);
  return head;
}

/**
 * Every colour of the theme is a custom property of src/styles/tokens.css (light and dark
 * values there); stylesheets and modules use `var(--c-...)`. A hex colour, or an rgb()/hsl()
 * literal (translucent black and white are colours too), anywhere else fails this test, except in
 * the places listed in ALLOWED, which cannot use a custom property.
 */
const TOKENS_FILE = "src/styles/tokens.css";

/** Hex colours (3, 4, 6 or 8 digits; not `#add-stream` anchors or `&#123;` entities) and rgb()/hsl(). */
const COLOUR =
  /(?<![\w&#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?)\([^)]*\)/gi;

interface ColourUse {
  line: number;
  colour: string;
}

function findColours(text: string): ColourUse[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      [...line.matchAll(COLOUR)].map((match) => ({ line: i + 1, colour: match[0] })),
    );
}

/**
 * Places that need a literal colour, each with its reason. `colours` lists the values allowed
 * there, so a new literal in the same file still fails; "lookup" allows any.
 */
const ALLOWED: Record<string, { why: string; colours: readonly string[] | "lookup" }> = {
  // The input side of a lookup table: the colours mermaid writes into a drawing, each replaced
  // by a var(--c-...) before the SVG is stored. None of them reaches a page.
  "node/diagrams/render-svg.ts": {
    why: "mermaid's colours, mapped to tokens",
    colours: "lookup",
  },
  // mermaid derives shades from real colours when it draws (scripts/render-diagrams.ts), so it
  // gets the light values of the tokens; render-svg.ts turns them back into var(--c-...).
  "node/diagrams/mermaid-config.ts": {
    why: "mermaid needs real colours to draw; pinned to tokens.css below",
    colours: Object.values(DIAGRAM_TOKENS),
  },
  // RapiDoc derives shades in JavaScript, so its attributes need real colours: the console reads
  // the tokens from the page (getComputedStyle) and uses these only if they cannot be read.
  "src/theme/RapiDocConsole/attributes.ts": {
    why: "RapiDoc needs real colours; pinned to tokens.css below",
    colours: Object.values(TOKEN_FALLBACKS).filter((value) => value.startsWith("#")),
  },
  // <meta name="theme-color"> is read by the browser's chrome, not by CSS: no var() there.
  "gatsby-ssr.tsx": { why: "theme-color meta; pinned to --c-primary below", colours: ["#1d4ed8"] },
};

/** Stylesheets and TS/TSX modules of the repository, outside tests and the tokens file. */
function checkedFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(css|tsx?|mjs)$/.test(file) && fs.existsSync(file))
    .filter((file) => !/^(tests|e2e)\//.test(file) && file !== TOKENS_FILE)
    .filter((file) => file !== "src/gatsby-types.d.ts");
}

/** `--name: value;` declarations of the light (`:root`) block of tokens.css. */
function lightTokens(): Map<string, string> {
  const css = fs.readFileSync(TOKENS_FILE, "utf8");
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  return new Map([...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe("colours", () => {
  it("finds hex, rgb() and hsl() colours with their line, and nothing else", () => {
    const sample = [
      "a { color: #fff; border-color: #A1B2C3; }",
      'const link = "#add-stream"; const entity = "&#123;";',
      "b { background: rgba(0, 0, 0, 0.5); fill: hsl(220, 10%, 50%); }",
      "c { color: #12345; box-shadow: 0 1px 2px #0000001a; }",
    ].join("\n");
    expect(findColours(sample)).toEqual([
      { line: 1, colour: "#fff" },
      { line: 1, colour: "#A1B2C3" },
      { line: 3, colour: "rgba(0, 0, 0, 0.5)" },
      { line: 3, colour: "hsl(220, 10%, 50%)" },
      { line: 4, colour: "#0000001a" },
    ]);
  });

  it("appear only in src/styles/tokens.css (and the allowed places)", () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const allowed = ALLOWED[file];
      if (allowed?.colours === "lookup") return [];
      return findColours(fs.readFileSync(file, "utf8"))
        .filter(({ colour }) => !allowed?.colours.includes(colour.toLowerCase()))
        .map(({ line, colour }) => `${file}:${line}: ${colour}`);
    });
    expect(offenders, "use a custom property of src/styles/tokens.css").toEqual([]);
  });

  it("copies the light token values exactly where a literal is allowed", () => {
    const tokens = lightTokens();
    for (const [name, value] of Object.entries(DIAGRAM_TOKENS)) {
      expect({ name, value }, "mermaid-config.ts").toEqual({ name, value: tokens.get(name) });
    }
    for (const [name, value] of Object.entries(TOKEN_FALLBACKS)) {
      if (!value.startsWith("#")) continue;
      expect({ name, value }, "RapiDocConsole/attributes.ts").toEqual({
        name,
        value: tokens.get(name),
      });
    }
    const themeColor = headComponents().find((element) => element.props.name === "theme-color");
    expect(themeColor?.props.content).toBe(tokens.get("--c-primary"));
  });
});
