import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { finishSvg } from "../../node/diagrams/render-svg";
import { DIAGRAMS_DIR } from "../../node/diagrams/source";

/**
 * Sequence diagrams draw each actor as a box with its name inside. The name must be painted in
 * another colour than the box: when the rule that colours it is lost, the name takes the box's
 * own fill and stroke and reads as a hollow outline. The stored SVGs are checked with a small
 * CSS cascade (enough for the selectors mermaid writes: classes, tags, ` ` and `>`).
 */
interface Compound {
  combinator: " " | ">";
  tag: string | null;
  classes: string[];
  id: string | null;
  attributes: Array<{ name: string; operator: string; value: string }>;
  /** A pseudo-class or anything else this cascade does not evaluate: never matches. */
  unknown: boolean;
}

interface Rule {
  /** Compounds from left to right, each with the combinator that precedes it. */
  parts: Compound[];
  specificity: [number, number, number];
  order: number;
  declarations: Map<string, string>;
}

function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let order = 0;
  for (const match of css.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of match[2]!.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0)
        declarations.set(
          declaration.slice(0, colon).trim(),
          declaration
            .slice(colon + 1)
            .replace("!important", "")
            .trim(),
        );
    }
    for (const selector of match[1]!.split(",")) {
      const tokens = selector
        .trim()
        .replace(/\s*>\s*/g, " > ")
        .split(/\s+/);
      const parts: Rule["parts"] = [];
      let combinator: " " | ">" = " ";
      for (const token of tokens) {
        if (token === ">") {
          combinator = ">";
          continue;
        }
        const attributes = [...token.matchAll(/\[([\w-]+)(?:([$^*]?=)"?([^"\]]*)"?)?\]/g)].map(
          (m) => ({ name: m[1]!, operator: m[2] ?? "", value: m[3] ?? "" }),
        );
        const plain = token.replace(/\[[^\]]*\]/g, "");
        const tag = /^[a-zA-Z][\w-]*/.exec(plain)?.[0] ?? null;
        const classes = [...plain.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
        const id = /#([\w-]+)/.exec(plain)?.[1] ?? null;
        const unknown = plain.includes(":");
        parts.push({ combinator, tag, classes, id, attributes, unknown });
        combinator = " ";
      }
      const specificity: Rule["specificity"] = [
        parts.filter((p) => p.id).length,
        parts.reduce((n, p) => n + p.classes.length + p.attributes.length, 0),
        parts.filter((p) => p.tag).length,
      ];
      rules.push({ parts, specificity, order: order++, declarations });
    }
  }
  return rules;
}

function attributeMatches(
  attribute: Compound["attributes"][number],
  element: HTMLElement,
): boolean {
  const value = element.getAttribute(attribute.name);
  if (value === undefined) return false;
  switch (attribute.operator) {
    case "":
      return true;
    case "=":
      return value === attribute.value;
    case "^=":
      return value.startsWith(attribute.value);
    case "$=":
      return value.endsWith(attribute.value);
    default:
      return value.includes(attribute.value);
  }
}

function compoundMatches(part: Compound, element: HTMLElement): boolean {
  if (part.unknown) return false;
  if (!part.attributes.every((attribute) => attributeMatches(attribute, element))) return false;
  if (part.tag && element.rawTagName?.toLowerCase() !== part.tag.toLowerCase()) return false;
  if (part.id && element.getAttribute("id") !== part.id) return false;
  const classes = (element.getAttribute("class") ?? "").split(/\s+/);
  return part.classes.every((name) => classes.includes(name));
}

function parentElement(element: HTMLElement): HTMLElement | null {
  const parent = element.parentNode;
  return parent && parent.rawTagName ? parent : null;
}

function matches(parts: Compound[], element: HTMLElement): boolean {
  const last = parts[parts.length - 1];
  if (!last || !compoundMatches(last, element)) return false;
  if (parts.length === 1) return true;
  const rest = parts.slice(0, -1);
  if (last.combinator === ">") {
    const parent = parentElement(element);
    return parent !== null && matches(rest, parent);
  }
  for (let up = parentElement(element); up; up = parentElement(up))
    if (matches(rest, up)) return true;
  return false;
}

function compare(a: Rule, b: Rule): number {
  for (let i = 0; i < 3; i++)
    if (a.specificity[i] !== b.specificity[i]) return a.specificity[i]! - b.specificity[i]!;
  return a.order - b.order;
}

function inlineStyle(element: HTMLElement, property: string): string | undefined {
  const style = element.getAttribute("style") ?? "";
  return new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(style)?.[1]?.trim();
}

/** The used value of an inherited property (fill, stroke), as the browser would compute it. */
function computed(element: HTMLElement, property: string, rules: Rule[]): string {
  const inline = inlineStyle(element, property);
  if (inline) return inline;
  const winner = rules
    .filter((rule) => rule.declarations.has(property) && matches(rule.parts, element))
    .sort(compare)
    .pop();
  if (winner) return winner.declarations.get(property)!;
  // A presentation attribute loses to every style rule but beats inheritance.
  const attribute = element.getAttribute(property);
  if (attribute) return attribute;
  const parent = parentElement(element);
  if (parent) return computed(parent, property, rules);
  return property === "fill" ? "black" : "none";
}

/** Every actor name of a drawing with the fill of its text and of its box. */
export function actorNameFills(svg: string) {
  const root = parse(svg);
  const rules = parseRules(root.querySelector("style")?.textContent ?? "");
  const found: Array<{ name: string; text: string; box: string }> = [];
  for (const text of root.querySelectorAll("text")) {
    if (!(text.getAttribute("class") ?? "").split(/\s+/).includes("actor")) continue;
    const box = text.parentNode.querySelector("rect");
    if (!box) continue;
    const glyphs = text.querySelector("tspan") ?? text;
    found.push({
      name: text.textContent.trim(),
      text: computed(glyphs, "fill", rules),
      box: computed(box, "fill", rules),
    });
  }
  return found;
}

const SEQUENCE = [
  '<svg id="mabc" viewBox="0 0 10 10" aria-roledescription="sequence">',
  "<style>#mabc .actor{stroke:#4b5563;fill:#f5f6f8;}#mabc text.actor&gt;tspan{fill:#1c1e21;stroke:none;}</style>",
  '<g><rect fill="#eaeaea" class="actor actor-top"></rect>',
  '<text class="actor actor-box"><tspan>Client</tspan></text></g>',
  "</svg>",
].join("");

describe("sequence diagrams: actor names stand out from their boxes", () => {
  it("keeps mermaid's rule for actor names when it arrives escaped as XML", () => {
    const svg = finishSvg(SEQUENCE, "abc");
    expect(svg).toContain("#mabc text.actor>tspan{fill:var(--c-text);stroke:none;}");
    expect(actorNameFills(svg)).toEqual([
      { name: "Client", text: "var(--c-text)", box: "var(--c-bg-soft)" },
    ]);
  });

  const drawings = fs.readdirSync(DIAGRAMS_DIR).filter((name) => name.endsWith(".svg"));
  const withActors = drawings
    .map((name) => ({
      name,
      actors: actorNameFills(fs.readFileSync(path.join(DIAGRAMS_DIR, name), "utf8")),
    }))
    .filter((drawing) => drawing.actors.length > 0);

  it("finds the sequence diagrams of the content", () => {
    expect(withActors.length).toBeGreaterThanOrEqual(5);
  });

  it.each(withActors)("$name: no actor name has its box's fill", ({ actors }) => {
    const hollow = actors.filter((actor) => actor.text === actor.box).map((actor) => actor.name);
    expect(hollow, "actor names painted like their boxes (hollow outlines)").toEqual([]);
  });
});
