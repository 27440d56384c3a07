import fs from "node:fs";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { mdxFiles } from "../../node/diagrams/source";
import { toText, walk, type MdNode } from "../../node/mdx/mdast";
import { filterSyntaxError } from "../../src/shared/flow/filterdsl";
import { readDocSource } from "../support/docs-check";
import { filtersOf } from "../support/expr-filters";

/**
 * The syntax check of FlowG v0.45.8's filter language (src/shared/flow/filterdsl.ts) against the
 * filters the v0.45.8 docs show, and against mistakes, each with the message FlowG gives (read
 * from the Rust crate and the libraries it pins, not run) and its position.
 */
const DOCS = "versions/0.45.8/docs";
const FILTERING = `${DOCS}/guides/filtering.mdx`;

/** Every inline code in the columns of filtering.mdx's tables that hold filters. */
function tableFilters(): string[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
  const tree = processor.parse(readDocSource(FILTERING, DOCS).body) as MdNode;
  const found: string[] = [];
  walk(tree, (node) => {
    if (node.type !== "table") return;
    const [header, ...rows] = node.children ?? [];
    const columns = (header?.children ?? [])
      .map((cell, i) => ({ name: toText(cell).trim(), i }))
      .filter(({ name }) => ["Example", "Filter", "Instead of", "Write"].includes(name));
    for (const row of rows)
      for (const { i } of columns)
        walk(row.children?.[i] ?? { type: "empty" }, (cell) => {
          if (cell.type === "inlineCode") found.push(cell.value ?? "");
        });
  });
  return found;
}

describe("filters the v0.45.8 docs show", () => {
  it("all compile: tables of the filtering guide, --filter arguments, switch conditions", () => {
    const tables = tableFilters();
    expect(tables.length).toBeGreaterThanOrEqual(15);
    const pages = mdxFiles(DOCS).flatMap(
      (file) => filtersOf(file, readDocSource(file, DOCS).body).filters,
    );
    const sources = new Set(pages.map((f) => f.source));
    expect(sources).toContain("bash --filter");
    expect(sources).toContain("switch condition");
    const openapi = YAML.parse(fs.readFileSync("versions/0.45.8/openapi.yaml", "utf8")) as {
      components: { schemas: { FilterExpression: { examples: string[] } } };
    };
    const prose = [
      `'http.status' = "502"`,
      `'attr.service.name' = "api"`,
      `message = "user said \\"hi\\""`,
      `status = "5*"`,
      `slow = "true"`,
      `level = "error" or no_such_field = "x"`,
      `status != ""`,
      `status not in ["", "ok"]`,
    ];
    const all = [
      ...tables,
      ...pages.map((f) => f.text),
      ...openapi.components.schemas.FilterExpression.examples,
      ...prose,
    ];
    const refused = all.flatMap((text) => {
      const error = filterSyntaxError(text);
      return error ? [`${JSON.stringify(text)}: ${error.message}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it("says `status = 502` is a syntax error, as the filtering guide does", () => {
    expect(filterSyntaxError("status = 502")).toEqual({
      message: "syntax error: 5",
      line: 1,
      column: 10,
    });
  });
});

describe("the whole grammar of the Rust crate", () => {
  it.each([
    ["keywords in upper case", `a = "x" AND NOT b IN ["y"] OR c != "z"`],
    ["not in, upper case", `env NOT IN ["dev"]`],
    ["an empty list", `x in []`],
    ["a one-item list", `x in ["a"]`],
    ["not before a comparison, twice", `not not a = "b"`],
    ["nested parentheses", `((a = "1") or (b = "2" and (c = "3")))`],
    ["no blanks around tokens", `a="x"and b!="y"or(c in["1","2"])`],
    ["tabs, line feeds and form feeds", `a = "x"\n\tand\fb = "y"`],
    ["a quoted field with an escaped quote", `'it\\'s' = "y"`],
    ["a quoted field with any character", `'a b-c.d/é' = "y"`],
    ["every escape snailquote knows", `a = "\\a\\b\\v\\f\\n\\r\\t\\e\\E\\\\\\'\\"\\$\\\`\\ "`],
    ["a braced unicode escape", `a = "\\u{1F600} and \\u{+41}"`],
    ["a string over several lines", `a = "one\ntwo"`],
    ["an underscore field", `_x9 = "y"`],
    ["a keyword inside a longer name", `notes = "a" and android in ["b"] and order = "c"`],
  ])("accepts %s", (_, text) => {
    expect(filterSyntaxError(text)).toBeNull();
  });
});

describe("filters FlowG v0.45.8 refuses, with its message and the position", () => {
  it.each([
    // The parser: the token at the furthest position it reached, and what it tried there.
    ["expr's ==", `level == "error"`, "unexpected token: =, expected [Token::String(s)]", 1, 8],
    [
      "an empty filter",
      "",
      "unexpected token: , expected one of [Token::Ident(s)], [Token::LParen], [Token::OpNot]",
      1,
      1,
    ],
    [
      "a dangling and",
      `level = "error" and`,
      "unexpected token: , expected one of [Token::Ident(s)], [Token::LParen], [Token::OpNot]",
      1,
      20,
    ],
    [
      "a field alone",
      `a = "x" and b`,
      "unexpected token: , expected one of [Token::Eq], [Token::Ne], [Token::OpIn], [Token::OpNot]",
      1,
      14,
    ],
    [
      "two values",
      `level = "a" "b"`,
      'unexpected token: "b", expected one of EOF, [Token::OpAnd], [Token::OpOr]',
      1,
      13,
    ],
    [
      "a trailing comma in a list",
      `x in ["a",]`,
      "unexpected token: ], expected [Token::String(s)]",
      1,
      11,
    ],
    [
      "a list without brackets",
      `service in "checkout"`,
      'unexpected token: "checkout", expected [Token::LBracket]',
      1,
      12,
    ],
    [
      "an unclosed parenthesis",
      `(a = "x"`,
      "unexpected token: , expected one of [Token::OpAnd], [Token::OpOr], [Token::RParen]",
      1,
      9,
    ],
    [
      "a parenthesis too many",
      `a = "x")`,
      "unexpected token: ), expected one of EOF, [Token::OpAnd], [Token::OpOr]",
      1,
      8,
    ],
    [
      "a keyword in mixed case",
      `Not a = "x"`,
      "unexpected token: a, expected one of [Token::Eq], [Token::Ne], [Token::OpIn], [Token::OpNot]",
      1,
      5,
    ],
    [
      "a value in single quotes",
      `a = 'x'`,
      "unexpected token: 'x', expected [Token::String(s)]",
      1,
      5,
    ],
    [
      "an error on a later line",
      `a = "x" and\n  b = `,
      "unexpected token: , expected [Token::String(s)]",
      2,
      7,
    ],
    // The lexer: the text no token starts with.
    ["a number", "status = 502", "syntax error: 5", 1, 10],
    ["expr's &&", `a = "x" && b = "y"`, "syntax error: &", 1, 9],
    ["a character outside the language", `level ~ "x"`, "syntax error: ~", 1, 7],
    ["a letter outside ASCII", `é = "x"`, "syntax error: é", 1, 1],
    ["a carriage return", `level = "error"\r\n`, "syntax error: \r", 1, 16],
    ["an unclosed string", `a = "abc`, 'syntax error: "abc', 1, 5],
    ["an unclosed quoted field", `'abc = "x"`, `syntax error: 'abc = "x"`, 1, 1],
    ["a string broken after a backslash", `a = "ab\\`, 'syntax error: "ab', 1, 5],
  ])("%s", (_, text, message, line, column) => {
    expect(filterSyntaxError(text)).toEqual({ message, line, column });
  });

  it("reports an escape snailquote refuses at the backslash, saying FlowG panics on it", () => {
    expect(filterSyntaxError(`msg = "a\\d"`)).toEqual({
      message:
        'unknown escape \\d in the string "a\\d": FlowG v0.45.8 does not refuse this filter but panics on it, which stops the server',
      line: 1,
      column: 9,
    });
    for (const text of [
      `a = "\\u0041"`,
      `a = "\\u{41"`,
      `a = "\\u{}"`,
      `a = "\\u{D800}"`,
      `a = "\\u{110000}"`,
    ])
      expect(filterSyntaxError(text)?.message).toMatch(/^unknown escape \\u/);
  });
});
