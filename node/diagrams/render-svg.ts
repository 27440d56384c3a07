import { DIAGRAM_TOKENS } from "./mermaid-config";
import { simplifyPath } from "./simplify-path";

/**
 * Turns the SVG mermaid draws into the one the site stores (content/diagrams/<key>.svg). Pure
 * string work on mermaid's output, so it is tested without a browser:
 *  - the root is `role="img"`, named by mermaid's <title> (`accTitle:`), described by its <desc>
 *    (`accDescr:`), with its drawn size as width and height (the page reserves the box);
 *  - every id starts with the diagram's id (`m<key>`), so two diagrams on a page never clash;
 *  - every colour is one of the design tokens (`var(--c-...)`), mermaid's derived shades included;
 *    a colour the table does not know fails, so a new kind of diagram is noticed;
 *  - the stylesheet keeps only the rules that can match an element of this drawing, and
 *    coordinates keep two decimals (mermaid writes 13), which makes the file several times smaller.
 */
export function diagramId(key: string): string {
  return `m${key}`;
}

const token = (name: keyof typeof DIAGRAM_TOKENS) => `var(${name})`;
const half = (name: keyof typeof DIAGRAM_TOKENS) =>
  `color-mix(in srgb, var(${name}) 50%, transparent)`;

/** mermaid's colours (lower case) -> the token each one stands for. */
const COLOURS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(DIAGRAM_TOKENS).map(([name, value]) => [value, `var(${name})`]),
  ),
  // Shades mermaid derives from the theme variables, or writes as fixed defaults.
  "#13110d": token("--c-text"),
  "#000000": token("--c-text"),
  "#000": token("--c-text"),
  "#333": token("--c-text"),
  "#666": token("--c-text-muted"),
  "#999": token("--c-text-muted"),
  "#eaeaea": token("--c-bg-strong"),
  "#edf2ae": token("--c-primary-soft"),
  "#fff": token("--c-bg"),
  white: token("--c-bg"),
  black: token("--c-text"),
  "rgba(185,185,185,1)": token("--c-border"),
  "hsl(221.7391304348, 60%, 85.4901960784%)": token("--c-primary-soft"),
  "hsl(220, 17.6470588235%, 100%)": token("--c-bg"),
  "hsl(220, 0%, 83.7254901961%)": token("--c-border"),
  "rgba(255, 255, 255, 0.5)": half("--c-bg"),
  "rgba(236, 238, 242, 0.5)": half("--c-bg-strong"),
  "rgba(232, 239, 255, 0.5)": half("--c-primary-soft"),
};

const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)|(?<![\w-])(?:white|black)(?![\w-])/g;

function mapColourValues(text: string): string {
  return text.replace(COLOUR, (colour) => {
    const mapped = COLOURS[colour.toLowerCase()];
    if (!mapped) throw new Error(`diagram colour ${colour} has no design token (render-svg.ts)`);
    return mapped;
  });
}

/** Colours in the stylesheet and in colour and style attributes; never in the text. */
function mapColours(svg: string): string {
  return svg
    .replace(
      /<style>([\s\S]*?)<\/style>/,
      (_, css: string) => `<style>${mapColourValues(css)}</style>`,
    )
    .replace(
      /(\s(?:fill|stroke|stop-color|flood-color|color|style)=")([^"]*)"/g,
      (_, attribute: string, value: string) => `${attribute}${mapColourValues(value)}"`,
    );
}

/** The class names, tag names and data-look values used by the drawing (outside <style>). */
function usedNames(body: string) {
  const classes = new Set<string>();
  for (const m of body.matchAll(/\sclass="([^"]*)"/g))
    for (const name of m[1]!.split(/\s+/)) if (name) classes.add(name);
  const tags = new Set([...body.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
  const looks = new Set([...body.matchAll(/\sdata-look="([^"]*)"/g)].map((m) => m[1]!));
  return { classes, tags, looks };
}

function selectorCanMatch(selector: string, rootId: string, used: ReturnType<typeof usedNames>) {
  const rest = selector.trim().replace(`#${rootId}`, "");
  if (/:(?:hover|focus|active|root)/.test(rest)) return false;
  for (const m of rest.matchAll(/\.([\w-]+)/g)) if (!used.classes.has(m[1]!)) return false;
  for (const m of rest.matchAll(/\[data-look="?([\w-]+)"?\]/g))
    if (!used.looks.has(m[1]!)) return false;
  const tags = rest
    .replace(/\[[^\]]*\]|[.#][\w-]+|::?[\w-]+(\([^)]*\))?/g, " ")
    .match(/[a-zA-Z][\w-]*/g);
  return (tags ?? []).every((tag) => used.tags.has(tag));
}

/** Keeps the rules of mermaid's stylesheet that can match this drawing; drops @-rules. */
export function pruneStyle(css: string, rootId: string, body: string): string {
  const used = usedNames(body);
  const out: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf("{", i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    if (prelude.startsWith("@")) {
      // Skip the whole block, nested braces included (@keyframes).
      let depth = 0;
      let j = open;
      for (; j < css.length; j++) {
        if (css[j] === "{") depth++;
        else if (css[j] === "}" && --depth === 0) break;
      }
      i = j + 1;
      continue;
    }
    const close = css.indexOf("}", open);
    const body_ = css.slice(open + 1, close);
    const selectors = prelude.split(",").filter((s) => selectorCanMatch(s, rootId, used));
    if (selectors.length && body_.trim())
      out.push(`${selectors.map((s) => s.trim()).join(",")}{${body_}}`);
    i = close + 1;
  }
  return out.join("");
}

function roundNumbers(text: string): string {
  return text.replace(/(?<![\d.])-?\d+\.\d{3,}(?![\d.])/g, (n) =>
    String(Math.round(Number(n) * 100) / 100),
  );
}

/** What makes an SVG unsafe or unfit to inline in a page; empty when it is fine. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^<svg\s/.test(svg)) problems.push("does not start with <svg");
  if (/<script/i.test(svg)) problems.push("contains a <script>");
  if (/<foreignObject/i.test(svg)) problems.push("contains a <foreignObject> (HTML labels)");
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push("has an event handler attribute");
  if (/javascript:/i.test(svg)) problems.push("has a javascript: URL");
  if (/\s(?:xlink:)?href\s*=\s*"(?!#)/.test(svg)) problems.push("links outside itself");
  if (!/^<svg[^>]*\srole="img"/.test(svg)) problems.push('has no role="img"');
  return problems;
}

/**
 * Drops what the page never uses: markers, filters and gradients nothing refers to, mermaid's
 * data attributes (edge points in base64...), name attributes and empty style attributes.
 */
function dropUnused(svg: string): string {
  const style = /<style>[\s\S]*?<\/style>/.exec(svg)?.[0] ?? "";
  // data-look stays only where a remaining style rule selects by it.
  const dataAttributes = style.includes("data-look")
    ? /\sdata-(?!look)[\w-]+="[^"]*"/g
    : /\sdata-[\w-]+="[^"]*"/g;
  let result = svg
    .replace(dataAttributes, "")
    // Sequence diagrams name their actors' shapes with a name attribute, which SVG in HTML does
    // not allow (W3C checker); nothing selects by it.
    .replace(/\sname="[^"]*"/g, "")
    .replace(/\sstyle="[\s;]*"/g, "")
    .replace(/\sclass="([^"]*)"/g, (_, names: string) => {
      const unique = [...new Set(names.split(/\s+/).filter(Boolean))];
      return ` class="${unique.join(" ")}"`;
    });
  for (const m of svg.matchAll(
    /<(marker|filter|linearGradient|radialGradient|symbol)\b[^>]*\sid="([^"]+)"[^>]*>[\s\S]*?<\/\1>/g,
  )) {
    if (!result.includes(`#${m[2]!})`) && !result.includes(`"#${m[2]!}"`))
      result = result.replace(m[0], "");
  }
  return result.replace(/<defs><\/defs>/g, "");
}

/**
 * The browser serializes the stylesheet as XML text, so a child combinator reaches us as `&gt;`
 * (`text.actor&gt;tspan`). Read as CSS, that selector named a tag "gt" that no drawing has, and
 * the rule was pruned: the rule that paints sequence-diagram actor names in the text colour,
 * which left them in the box's fill and stroke (hollow outlines). A raw `>` is valid in the text
 * of <style>, both in an SVG file and inlined in HTML, so it is written back as such.
 */
export function unescapeStyle(css: string): string {
  return css.replace(/&gt;/g, ">");
}

export function finishSvg(raw: string, key: string): string {
  const rootId = diagramId(key);
  let svg = raw.trim();
  const style = /<style>([\s\S]*?)<\/style>/.exec(svg);
  const body = style ? svg.replace(style[0], "") : svg;
  if (style) {
    const css = pruneStyle(unescapeStyle(style[1]!), rootId, body);
    svg = svg.replace(style[0], `<style>${css}</style>`);
  }
  // Ids: prefix the ones mermaid leaves unprefixed (sequence diagrams' actors) and every
  // reference to them.
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  for (const id of ids) {
    if (id.includes(rootId)) continue;
    const fresh = `${rootId}-${id}`;
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    svg = svg
      .replace(new RegExp(`(\\sid=")${escaped}"`, "g"), `$1${fresh}"`)
      .replace(new RegExp(`#${escaped}(?![\\w-])`, "g"), `#${fresh}`)
      .replace(
        new RegExp(`(\\saria-(?:labelledby|describedby)="(?:[^"]*\\s)?)${escaped}(?=[\\s"])`, "g"),
        `$1${fresh}`,
      );
  }
  svg = svg.replace(
    /(\sd=")([^"]*)"/g,
    (_, attribute: string, d: string) => `${attribute}${simplifyPath(d)}"`,
  );
  svg = roundNumbers(mapColours(svg));
  svg = dropUnused(svg);
  // The root element: drawn size, role and name.
  const open = /^<svg[^>]*>/.exec(svg)![0];
  const viewBox = /\sviewBox="([^"]+)"/.exec(open)?.[1]?.split(/\s+/).map(Number);
  if (!viewBox || viewBox.length !== 4) throw new Error(`diagram ${key}: mermaid drew no viewBox`);
  const keep = [
    ...open.matchAll(
      /\s(id|class|viewBox|aria-labelledby|aria-describedby|xmlns(?::xlink)?)="[^"]*"/g,
    ),
  ]
    .map((m) => m[0])
    .join("");
  const size = ` width="${Math.ceil(viewBox[2]!)}" height="${Math.ceil(viewBox[3]!)}"`;
  svg = svg.replace(open, `<svg${keep}${size} role="img">`);
  const problems = svgProblems(svg);
  if (problems.length) throw new Error(`diagram ${key}: ${problems.join("; ")}`);
  return `${svg}\n`;
}
