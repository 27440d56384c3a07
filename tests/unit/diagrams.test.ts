import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diagramProps } from "../../node/diagrams/element";
import { finishSvg, pruneStyle, svgProblems } from "../../node/diagrams/render-svg";
import { simplifyPath } from "../../node/diagrams/simplify-path";
import {
  contentDiagrams,
  DIAGRAMS_DIR,
  diagramFile,
  diagramKey,
  mermaidBlocks,
  parseDiagramMeta,
} from "../../node/diagrams/source";

const HINT = "draw it: npx vite-node scripts/render-diagrams.ts";

describe("diagrams of the content (content/diagrams/)", () => {
  const diagrams = contentDiagrams();

  it("has a drawing for the current source of every diagram", () => {
    expect(diagrams.length).toBeGreaterThan(20);
    const missing = diagrams
      .filter((d) => !fs.existsSync(diagramFile(diagramKey(d.code))))
      .map((d) => `${d.file}:${d.line} (${d.code.trim().split("\n")[0]}): ${HINT}`);
    expect(missing).toEqual([]);
  });

  it("keeps no drawing that no diagram uses", () => {
    const keys = new Set(diagrams.map((d) => diagramKey(d.code)));
    const unused = fs
      .readdirSync(DIAGRAMS_DIR)
      .filter((name) => !keys.has(name.replace(/\.svg$/, "")));
    expect(unused, HINT).toEqual([]);
  });

  it("names every diagram and builds it into the page (title, safe SVG, ids of its own)", () => {
    for (const d of diagrams) {
      const { svg, width } = diagramProps(d.code, d.meta, d.file, d.line);
      const where = `${d.file}:${d.line}`;
      expect(svgProblems(svg), where).toEqual([]);
      expect(Number(width), where).toBeGreaterThan(100);
      const rootId = /^<svg[^>]*\sid="([^"]+)"/.exec(svg)?.[1];
      expect(rootId, where).toBe(`m${diagramKey(d.code)}`);
      for (const m of svg.matchAll(/\sid="([^"]+)"/g)) expect(m[1], where).toContain(rootId);
      const labelledBy = /^<svg[^>]*\saria-labelledby="([^"]+)"/.exec(svg)?.[1];
      expect(svg, where).toContain(`<title id="${labelledBy}">`);
      // Colours come from the design tokens only.
      const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? "";
      expect(style.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi), where).toBeNull();
      expect(svg.match(/\s(?:fill|stroke)="(?!var\(|none|url\()[^"]*"/g), where).toBeNull();
      // Labels are text, not HTML in a foreignObject.
      expect(svg, where).toMatch(/<text[\s>]/);
    }
  });
});

describe("diagram blocks and their options", () => {
  it("reads blocks as remark does, with the fence's options and line", () => {
    const mdx =
      'Text\n\n```mermaid caption="Two boxes"\nflowchart LR\n  A --> B\n```\n\n```bash\nls\n```\n';
    expect(mermaidBlocks(mdx)).toEqual([
      { code: "flowchart LR\n  A --> B", meta: 'caption="Two boxes"', line: 3 },
    ]);
  });

  it("finds the diagrams of archived versions too, so their drawings are kept", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "diagram-sources-"));
    try {
      const fence = (code: string) => `## A\n\n\`\`\`mermaid\n${code}\n\`\`\`\n`;
      fs.mkdirSync(path.join(root, "content/docs"), { recursive: true });
      fs.mkdirSync(path.join(root, "versions/0.45.8/docs/guides"), { recursive: true });
      fs.writeFileSync(path.join(root, "content/docs/a.mdx"), fence("flowchart LR\n  New --> B"));
      fs.writeFileSync(
        path.join(root, "versions/0.45.8/docs/guides/a.mdx"),
        fence("flowchart LR\n  Old --> B"),
      );
      const found = contentDiagrams(
        ["content", "versions", "no-such-folder"].map((d) => path.join(root, d)),
      );
      expect(found.map((d) => [path.relative(root, d.file), d.code])).toEqual([
        ["content/docs/a.mdx", "flowchart LR\n  New --> B"],
        ["versions/0.45.8/docs/guides/a.mdx", "flowchart LR\n  Old --> B"],
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("accepts a caption and nothing else on the fence", () => {
    expect(parseDiagramMeta("")).toEqual({});
    expect(parseDiagramMeta("caption='Flow of a record'")).toEqual({ caption: "Flow of a record" });
    expect(parseDiagramMeta('title="x"')).toEqual({
      error: 'unknown fence options "title=\\"x\\""',
    });
  });
});

describe("building a diagram into a page", () => {
  const code = "flowchart LR\n  A --> B";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "diagrams-"));
  const key = diagramKey(code);
  const drawn = (extra = "") =>
    `<svg id="m${key}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img"${extra}><text>A</text></svg>\n`;

  it("names the file, line and diagram when the drawing is missing", () => {
    expect(() =>
      diagramProps(code, 'caption="Two boxes"', "content/docs/x.mdx", 12, dir),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: content/docs/x.mdx:12: the \`\`\`mermaid diagram starting "flowchart LR" has no drawing for its current source (${dir}/${key}.svg): run npx vite-node scripts/render-diagrams.ts]`,
    );
  });

  it("asks for a name for screen readers", () => {
    expect(() =>
      diagramProps(code, "", "content/docs/x.mdx", 12, dir),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: content/docs/x.mdx:12: the \`\`\`mermaid diagram starting "flowchart LR" has no name for screen readers: add an "accTitle: ..." line to it or caption="..." to its fence]`,
    );
  });

  it("refuses unknown fence options", () => {
    expect(() =>
      diagramProps(code, "{1,2}", "content/docs/x.mdx", 12, dir),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: content/docs/x.mdx:12: the \`\`\`mermaid diagram starting "flowchart LR": unknown fence options "{1,2}"; expected caption="..."]`,
    );
  });

  it("names the drawing by its caption when the diagram has no accTitle", () => {
    fs.writeFileSync(path.join(dir, `${key}.svg`), drawn());
    expect(diagramProps(code, 'caption="A & B"', "x.mdx", 1, dir)).toEqual({
      svg: `<svg aria-label="A &amp; B" id="m${key}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img"><text>A</text></svg>`,
      width: "200",
      caption: "A & B",
      label: "A & B",
    });
  });

  it("refuses a drawing that could run code", () => {
    fs.writeFileSync(
      path.join(dir, `${key}.svg`),
      drawn().replace(
        "<text>A</text>",
        '<text onclick="alert(1)">A</text><script>alert(2)</script>',
      ),
    );
    expect(() => diagramProps(code, 'caption="x"', "x.mdx", 1, dir)).toThrow(
      /unsafe diagram drawing: contains a <script>; has an event handler attribute/,
    );
  });
});

describe("finishing mermaid's SVG", () => {
  const raw = [
    '<svg id="mabc" width="100%" xmlns="http://www.w3.org/2000/svg" class="flowchart" style="max-width: 120.5px;" viewBox="0 0 120.5 60.25" role="graphics-document document" aria-roledescription="flowchart-v2" aria-labelledby="chart-title-mabc">',
    "<style>#mabc{fill:#1c1e21;}#mabc .node rect{fill:#f5f6f8;stroke:#4b5563;}#mabc .katex path{fill:#000;}@keyframes dash{to{stroke-dashoffset:0;}}#mabc .edgeLabel{background-color:rgba(255, 255, 255, 0.5);}</style>",
    '<title id="chart-title-mabc">Two boxes</title>',
    '<marker id="mabc_unused"><path d="M 0 0 L 10 5 z"></path></marker>',
    '<g class="node" id="actor0" data-points="AAAA"><rect fill="#eaeaea" x="1.123456"></rect><text>#fff is a label</text></g>',
    '<use href="#actor0"></use>',
    "</svg>",
  ].join("");

  it("keeps the rules that can match, maps colours to tokens, prefixes ids, sets role and size", () => {
    expect(finishSvg(raw, "abc")).toBe(
      [
        '<svg id="mabc" xmlns="http://www.w3.org/2000/svg" class="flowchart" viewBox="0 0 120.5 60.25" aria-labelledby="chart-title-mabc" width="121" height="61" role="img">',
        "<style>#mabc{fill:var(--c-text);}#mabc .node rect{fill:var(--c-bg-soft);stroke:var(--c-text-muted);}</style>",
        '<title id="chart-title-mabc">Two boxes</title>',
        '<g class="node" id="mabc-actor0"><rect fill="var(--c-bg-strong)" x="1.12"></rect><text>#fff is a label</text></g>',
        '<use href="#mabc-actor0"></use>',
        "</svg>\n",
      ].join(""),
    );
  });

  it("rounds coordinates without touching numbers written back to back", () => {
    const compact = '<path d="M12.2607.0011l.2566.255-3.14159 2.718281"></path>';
    expect(finishSvg(raw.replace("<use", `${compact}<use`), "abc")).toContain(
      '<path d="M12.2607.0011l.2566.255-3.14 2.72"></path>',
    );
  });

  it("fails on a colour that has no design token", () => {
    expect(() => finishSvg(raw.replace("#eaeaea", "#ff00ff"), "abc")).toThrow(
      "diagram colour #ff00ff has no design token (render-svg.ts)",
    );
  });

  it("fails on HTML labels", () => {
    expect(() =>
      finishSvg(raw.replace("<text>", "<foreignObject>x</foreignObject><text>"), "abc"),
    ).toThrow("diagram abc: contains a <foreignObject> (HTML labels)");
  });

  it("prunes stylesheet rules by the classes, tags and looks the drawing uses", () => {
    const css = '#m .a text,#m .b{fill:red}#m [data-look="neo"].a{x:1}#m span{y:2}';
    expect(pruneStyle(css, "m", '<g class="a" data-look="classic"><text></text></g>')).toBe(
      "#m .a text{fill:red}",
    );
  });
});

describe("simplifying mermaid's outlines", () => {
  it("drops outlines drawn twice and turns straight curves into lines", () => {
    expect(simplifyPath("M0 0 L10 0 M0 0 L10 0 M10 0 C12 0, 15 0, 20 0 M10 0 L20 0")).toBe(
      "M0 0L20 0",
    );
  });

  it("keeps real curves and corners", () => {
    expect(simplifyPath("M0 0 L10 0 L10 10 C10 20, 0 20, 0 10")).toBe(
      "M0 0L10 0L10 10C10 20 0 20 0 10",
    );
  });

  it("leaves paths with other commands alone", () => {
    expect(simplifyPath("M 1,1 l 9,9 M 10,1 l -9,9")).toBe("M 1,1 l 9,9 M 10,1 l -9,9");
  });
});
