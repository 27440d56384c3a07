/**
 * A syntax check of expr-lang expressions (github.com/expr-lang/expr v1.17.8, the version FlowG
 * v0.63.0 compiles filters with), written after expr's lexer (`parser/lexer/`) and parser
 * (`parser/parser.go`, `parser/operator/operator.go`) at that tag.
 *
 * It answers one question: does `parser.Parse` accept the text, and if not, where and why. It
 * builds no tree and checks no types, so `not level == "debug"` (a type error: `not` applies to
 * `level`) passes here and fails in FlowG; the filters the docs show are meant to be valid, and
 * what this catches is the language they must not be written in any more (v0.45.8's `=`,
 * upper-case `AND`, unbalanced quotes or brackets). Messages follow expr's:
 * `unexpected token Operator("=") (1:7)`, with a 1-based line and column in characters.
 *
 * Covered: literals (numbers in every base, strings with escapes, raw and byte strings, true,
 * false, nil, arrays, maps), identifiers and `$env`, member access (`a.b`, `a?.b`, `a["b"]`,
 * slices), calls and the predicate built-ins (`all(list, {# > 1})`), unary and binary operators
 * with expr's precedences, the negated operators (`not in`, `not matches`, ...), chained
 * comparisons, `??`, the pipe `|`, the ternary `?:`, `let`, `if ... else`, sequences with `;`,
 * comments. Not checked: literal overflow and the node-count limit.
 */
type Kind = "Identifier" | "Number" | "String" | "Bytes" | "Operator" | "Bracket" | "EOF";

interface Token {
  kind: Kind;
  value: string;
  /** Index of the token's first character (code points, as expr counts). */
  from: number;
}

export class ExprSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
    /** expr gives no position when the line of the error is empty (an empty filter). */
    located = true,
  ) {
    super(located ? `${reason} (${line}:${column})` : reason);
  }
}

const KEYWORD_OPERATORS = new Set([
  "in",
  "or",
  "and",
  "matches",
  "contains",
  "startsWith",
  "endsWith",
  "let",
  "if",
  "else",
]);
const NEGATABLE = new Set(["in", "matches", "contains", "startsWith", "endsWith"]);

const UNARY: Record<string, number> = { not: 50, "!": 50, "-": 90, "+": 90 };
const BINARY: Record<string, { precedence: number; right?: true }> = {
  "|": { precedence: 0 },
  or: { precedence: 10 },
  "||": { precedence: 10 },
  and: { precedence: 15 },
  "&&": { precedence: 15 },
  "==": { precedence: 20 },
  "!=": { precedence: 20 },
  "<": { precedence: 20 },
  ">": { precedence: 20 },
  ">=": { precedence: 20 },
  "<=": { precedence: 20 },
  in: { precedence: 20 },
  matches: { precedence: 20 },
  contains: { precedence: 20 },
  startsWith: { precedence: 20 },
  endsWith: { precedence: 20 },
  "..": { precedence: 25 },
  "+": { precedence: 30 },
  "-": { precedence: 30 },
  "*": { precedence: 60 },
  "/": { precedence: 60 },
  "%": { precedence: 60 },
  "**": { precedence: 100, right: true },
  "^": { precedence: 100, right: true },
  "??": { precedence: 500 },
};
const COMPARISONS = new Set(["<", ">", ">=", "<="]);

/** Built-ins whose arguments include a predicate (`{...}` or a bare expression using `#`). */
const PREDICATES: Record<string, Array<{ predicate: boolean; optional: boolean }>> = (() => {
  const e = { predicate: false, optional: false };
  const p = { predicate: true, optional: false };
  const table: Record<string, Array<{ predicate: boolean; optional: boolean }>> = {};
  for (const name of [
    "all",
    "none",
    "any",
    "one",
    "filter",
    "map",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "groupBy",
  ])
    table[name] = [e, p];
  table.count = table.sum = [e, { predicate: true, optional: true }];
  table.sortBy = table.reduce = [e, p, { predicate: false, optional: true }];
  return table;
})();

const isLetter = (c: string) => c === "_" || c === "$" || /\p{L}/u.test(c);
const isAlphaNumeric = (c: string) => isLetter(c) || /\p{Nd}/u.test(c);
const isSpace = (c: string) => /\s/u.test(c);

/** Splits the text into expr's tokens; throws ExprSyntaxError at the first bad character. */
function tokenize(source: string): Token[] {
  const chars = [...source];
  const tokens: Token[] = [];
  let i = 0;
  const fail = (message: string, at: number): never => {
    throw errorAt(source, message, at);
  };
  const push = (kind: Kind, value: string, from: number) => tokens.push({ kind, value, from });
  const word = (from: number) => chars.slice(from, i).join("");

  const scanEscape = (quote: string, start: number) => {
    const c = chars[i++];
    const hex = (count: number, base = 16) => {
      for (let n = 0; n < count; n++) {
        const d = chars[i];
        if (d === undefined || !(parseInt(d, base) < base)) fail("invalid char escape", i);
        i++;
      }
    };
    if (c !== undefined && "abfnrtv\\".includes(c)) return;
    if (c === quote) return;
    if (c !== undefined && c >= "0" && c <= "7") {
      i--;
      return hex(3, 8);
    }
    if (c === "x") return hex(2);
    if (c === "U") return hex(8);
    if (c === "u") {
      if (chars[i] !== "{") return hex(4);
      i++;
      let digits = 0;
      while (chars[i] !== "}") {
        if (chars[i] === undefined || !(parseInt(chars[i]!, 16) < 16) || digits >= 6)
          fail("invalid char escape", i);
        i++;
        digits++;
      }
      if (!digits) fail("invalid char escape", i);
      i++;
      return;
    }
    fail("invalid char escape", Math.max(start, i - 1));
  };
  const scanString = (quote: string, from: number) => {
    for (;;) {
      const c = chars[i];
      if (c === undefined || c === "\n") fail("literal not terminated", i);
      i++;
      if (c === quote) return;
      if (c === "\\") scanEscape(quote, from);
    }
  };
  const scanNumber = (from: number) => {
    let digits = "0123456789_";
    if (chars[i] === "0") {
      i++;
      const base = (chars[i] ?? "").toLowerCase();
      const prefixed: Record<string, string> = {
        x: "0123456789abcdefABCDEF_",
        o: "01234567_",
        b: "01_",
      };
      if (prefixed[base]) {
        digits = prefixed[base];
        i++;
      }
    }
    while (chars[i] !== undefined && digits.includes(chars[i]!)) i++;
    if (chars[i] === "." && chars[i + 1] !== ".") {
      i++;
      while (chars[i] !== undefined && digits.includes(chars[i]!)) i++;
    }
    if (chars[i] === "e" || chars[i] === "E") {
      i++;
      if (chars[i] === "+" || chars[i] === "-") i++;
      while (chars[i] !== undefined && digits.includes(chars[i]!)) i++;
    }
    if (chars[i] !== undefined && isAlphaNumeric(chars[i]!)) {
      i++;
      fail(`bad number syntax: ${JSON.stringify(word(from))}`, i - 1);
    }
    push("Number", word(from), from);
  };

  while (i < chars.length) {
    const from = i;
    const c = chars[i++]!;
    const next = chars[i];
    if (isSpace(c)) continue;
    if (c === "'" || c === '"') {
      scanString(c, from);
      push("String", unquote(word(from)), from);
    } else if (c === "`") {
      for (;;) {
        if (i >= chars.length) fail("literal not terminated", i);
        if (chars[i] === "`" && chars[i + 1] === "`") i += 2;
        else if (chars[i++] === "`") break;
      }
      push("String", word(from).slice(1, -1).replaceAll("``", "`"), from);
    } else if ((c === "b" || c === "B") && (next === "'" || next === '"')) {
      i++;
      scanString(next, from);
      push("Bytes", unquote(word(from).slice(1)), from);
    } else if (c >= "0" && c <= "9") {
      i--;
      scanNumber(from);
    } else if (c === "?") {
      if (next === "." || next === "?") i++;
      push("Operator", word(from), from);
    } else if (c === "/") {
      if (next === "/") {
        while (i < chars.length && chars[i] !== "\n") i++;
      } else if (next === "*") {
        i++;
        for (;;) {
          if (i >= chars.length) fail("unclosed comment", i);
          if (chars[i++] === "*" && chars[i] === "/") {
            i++;
            break;
          }
        }
      } else push("Operator", "/", from);
    } else if (c === "#") {
      push("Operator", "#", from);
      const start = i;
      while (chars[i] !== undefined && isAlphaNumeric(chars[i]!)) i++;
      if (i > start) push("Identifier", word(start), start);
    } else if (c === "|" || c === ":") {
      if (next === c) i++;
      push("Operator", word(from), from);
    } else if ("([{)]}".includes(c)) {
      push("Bracket", c, from);
    } else if (",;%+-^".includes(c)) {
      push("Operator", c, from);
    } else if ("&!=*<>".includes(c)) {
      if (next !== undefined && "&=*".includes(next)) i++;
      push("Operator", word(from), from);
    } else if (c === ".") {
      if (next !== undefined && next >= "0" && next <= "9") {
        i--;
        scanNumber(from);
      } else {
        if (next === ".") i++;
        push("Operator", word(from), from);
      }
    } else if (isAlphaNumeric(c)) {
      while (chars[i] !== undefined && isAlphaNumeric(chars[i]!)) i++;
      const name = word(from);
      if (name === "not") {
        push("Operator", "not", from);
        // "not in", "not matches", ...: expr reads the two words as one negated operator.
        let j = i;
        while (chars[j] === " ") j++;
        let k = j;
        while (chars[k] !== undefined && isAlphaNumeric(chars[k]!)) k++;
        const after = chars.slice(j, k).join("");
        if (NEGATABLE.has(after)) {
          push("Operator", after, j);
          i = k;
        }
      } else push(KEYWORD_OPERATORS.has(name) ? "Operator" : "Identifier", name, from);
    } else {
      const code = c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      fail(`unrecognized character: U+${code} '${c}'`, from);
    }
  }
  tokens.push({ kind: "EOF", value: "", from: Math.max(0, chars.length - 1) });
  return tokens;
}

/**
 * The value of a quoted literal, for messages (expr names a string token by its value): the
 * quotes removed and the escapes the lexer accepted decoded.
 */
function unquote(literal: string): string {
  const SIMPLE: Record<string, string> = {
    a: "\x07",
    b: "\b",
    f: "\f",
    n: "\n",
    r: "\r",
    t: "\t",
    v: "\v",
  };
  return literal
    .slice(1, -1)
    .replace(
      /\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|x([0-9a-fA-F]{2})|([0-7]{3})|(.))/gs,
      (
        _,
        braced?: string,
        u4?: string,
        u8?: string,
        x2?: string,
        octal?: string,
        other?: string,
      ) => {
        const hex = braced ?? u4 ?? u8 ?? x2;
        if (hex) return String.fromCodePoint(parseInt(hex, 16));
        if (octal) return String.fromCodePoint(parseInt(octal, 8));
        return SIMPLE[other!] ?? other!;
      },
    );
}

function errorAt(source: string, reason: string, at: number): ExprSyntaxError {
  const chars = [...source];
  const before = chars.slice(0, at);
  const line = before.filter((c) => c === "\n").length + 1;
  const lastBreak = before.lastIndexOf("\n");
  const lineText = source.split("\n")[line - 1] ?? "";
  return new ExprSyntaxError(reason, line, before.length - lastBreak, lineText !== "");
}

function show(token: Token): string {
  return token.value === "" ? token.kind : `${token.kind}(${JSON.stringify(token.value)})`;
}

/** Throws ExprSyntaxError when expr v1.17.8's parser would refuse the text. */
export function parseExpr(source: string): void {
  const tokens = tokenize(source);
  let position = 0;
  let depth = 0; // inside a predicate, where `#` and `.name` refer to the current item
  const current = () => tokens[position]!;
  const is = (kind: Kind, ...values: string[]) =>
    current().kind === kind && (values.length === 0 || values.includes(current().value));
  const fail = (token: Token = current()): never => {
    throw errorAt(source, `unexpected token ${show(token)}`, token.from);
  };
  const next = () => {
    if (current().kind === "EOF")
      throw errorAt(source, "unexpected end of expression", current().from);
    position++;
  };
  const expect = (kind: Kind, ...values: string[]) => (is(kind, ...values) ? next() : fail());

  function sequence(): void {
    expression(0);
    while (is("Operator", ";")) {
      next();
      if (is("EOF")) break;
      expression(0);
    }
  }

  function expression(precedence: number): void {
    if (precedence === 0 && is("Operator", "let")) {
      next();
      expect("Identifier");
      expect("Operator", "=");
      expression(0);
      expect("Operator", ";");
      return sequence();
    }
    if (precedence === 0 && is("Operator", "if")) return conditionalIf();
    primary();
    let previous = "";
    while (is("Operator")) {
      let operator = current();
      if (operator.value === "not") {
        const negated = tokens[position + 1]!;
        if (!(negated.kind === "Operator" && NEGATABLE.has(negated.value))) fail(negated);
        if (BINARY[negated.value]!.precedence < precedence) break;
        next();
        operator = negated;
      }
      const binary = BINARY[operator.value];
      if (!binary || binary.precedence < precedence) break;
      next();
      if (operator.value === "|") {
        const name = current();
        expect("Identifier");
        call(name.value, 1);
      } else {
        if (previous === "??" && operator.value !== "??")
          throw errorAt(
            source,
            `Operator (${operator.value}) and coalesce expressions (??) cannot be mixed. Wrap either by parentheses.`,
            operator.from,
          );
        if (COMPARISONS.has(operator.value)) {
          // a < b <= c reads as a < b && b <= c
          for (;;) {
            expression(binary.precedence + 1);
            if (!(is("Operator") && COMPARISONS.has(current().value))) break;
            next();
          }
        } else expression(binary.right ? binary.precedence : binary.precedence + 1);
      }
      previous = operator.value;
    }
    if (precedence === 0) {
      while (is("Operator", "?")) {
        next();
        if (is("Operator", ":")) {
          next();
          expression(0);
        } else {
          expression(0);
          expect("Operator", ":");
          expression(0);
        }
      }
    }
  }

  function conditionalIf(): void {
    next();
    expression(0);
    expect("Bracket", "{");
    sequence();
    expect("Bracket", "}");
    expect("Operator", "else");
    if (is("Operator", "if")) return conditionalIf();
    expect("Bracket", "{");
    sequence();
    expect("Bracket", "}");
  }

  function primary(): void {
    const token = current();
    if (token.kind === "Operator" && UNARY[token.value] !== undefined) {
      next();
      expression(UNARY[token.value]!);
      return postfix();
    }
    if (is("Bracket", "(")) {
      next();
      sequence();
      expect("Bracket", ")");
      return postfix();
    }
    if (depth > 0 && (is("Operator", "#") || is("Operator", "."))) {
      if (is("Operator", "#")) {
        next();
        if (is("Identifier")) next();
      }
      // `.name` inside a predicate: the member is read by postfix() from the dot.
      return postfix();
    }
    if (is("Operator", "::")) {
      next();
      const name = current();
      expect("Identifier");
      call(name.value, 0);
      return postfix();
    }
    secondary();
  }

  function secondary(): void {
    const token = current();
    switch (token.kind) {
      case "Identifier":
        next();
        if (["true", "false", "nil"].includes(token.value)) return;
        if (is("Bracket", "(")) call(token.value, 0);
        break;
      case "Number":
        next();
        return;
      case "String":
      case "Bytes":
        next();
        break;
      default:
        if (is("Bracket", "[")) array();
        else if (is("Bracket", "{")) map();
        else fail();
    }
    postfix();
  }

  /** A call of `name`, `given` arguments already known (1 after a pipe). */
  function call(name: string, given: number): void {
    const shape = PREDICATES[name];
    if (!shape) return argumentList(given);
    expect("Bracket", "(");
    const rest = shape.slice(given);
    rest.forEach((argument, index) => {
      if (argument.optional && is("Bracket", ")")) return;
      if (is("Bracket", ")"))
        throw errorAt(source, `expected at least ${rest.length} arguments`, current().from);
      if (index > 0) expect("Operator", ",");
      if (argument.predicate) predicate();
      else expression(0);
    });
    if (is("Operator", ",")) next();
    expect("Bracket", ")");
  }

  function argumentList(given: number): void {
    expect("Bracket", "(");
    let count = given;
    while (!is("Bracket", ")")) {
      if (count > given) expect("Operator", ",");
      if (is("Bracket", ")")) break;
      expression(0);
      count++;
    }
    expect("Bracket", ")");
  }

  function predicate(): void {
    const braced = is("Bracket", "{");
    if (braced) next();
    depth++;
    if (braced) sequence();
    else {
      expression(0);
      if (is("Operator", ";"))
        throw errorAt(source, "wrap predicate with brackets { and }", current().from);
    }
    depth--;
    if (braced) expect("Bracket", "}");
  }

  function array(): void {
    expect("Bracket", "[");
    let count = 0;
    while (!is("Bracket", "]")) {
      if (count > 0) {
        expect("Operator", ",");
        if (is("Bracket", "]")) break;
      }
      expression(0);
      count++;
    }
    expect("Bracket", "]");
  }

  function map(): void {
    expect("Bracket", "{");
    let count = 0;
    while (!is("Bracket", "}")) {
      if (count > 0) {
        expect("Operator", ",");
        if (is("Bracket", "}")) break;
        if (is("Operator", ",")) fail();
      }
      if (is("Number") || is("String") || is("Identifier")) next();
      else if (is("Bracket", "(")) expression(0);
      else
        throw errorAt(
          source,
          `a map key must be a quoted string, a number, a identifier, or an expression enclosed in parentheses (unexpected token ${show(current())})`,
          current().from,
        );
      expect("Operator", ":");
      expression(0);
      count++;
    }
    expect("Bracket", "}");
  }

  function postfix(): void {
    for (;;) {
      const token = current();
      if (token.kind === "Operator" && (token.value === "." || token.value === "?.")) {
        next();
        if (token.value === "?." && is("Bracket", "[")) {
          index();
          continue;
        }
        const property = current();
        next();
        const name =
          property.kind === "Identifier" ||
          (property.kind === "Operator" && /^[\p{L}_$][\p{L}\p{Nd}_$]*$/u.test(property.value));
        if (!name) throw errorAt(source, "expected name", current().from);
        if (is("Bracket", "(")) argumentList(0);
      } else if (token.kind === "Bracket" && token.value === "[") {
        index();
      } else return;
    }
  }

  function index(): void {
    expect("Bracket", "[");
    if (is("Operator", ":")) {
      next();
      if (!is("Bracket", "]")) expression(0);
      return expect("Bracket", "]");
    }
    expression(0);
    if (is("Operator", ":")) {
      next();
      if (!is("Bracket", "]")) expression(0);
    }
    expect("Bracket", "]");
  }

  sequence();
  if (!is("EOF")) fail();
}

/** The parse error of a text, or null when expr's parser accepts it. */
export function exprSyntaxError(source: string): ExprSyntaxError | null {
  try {
    parseExpr(source);
    return null;
  } catch (error) {
    if (error instanceof ExprSyntaxError) return error;
    throw error;
  }
}
