/**
 * A syntax check of FlowG v0.45.8's filter language, the language of that version's `switch`
 * conditions and `filter` query parameters. It is written after the Rust crate FlowG v0.45.8
 * compiles filters with (`internal/utils/ffi/filterdsl/rust-crate/src/compiler/lexer.rs`,
 * `grammar.rs` and `mod.rs` at tag v0.45.8), and after the libraries that crate builds on at the
 * versions its Cargo.lock pins: logos 0.15.1 (the lexer), peg 0.8.5 (the parser) and snailquote
 * 0.3.1 (string unescaping). Read from the code, not run.
 *
 * The language, as the Rust code accepts it:
 *
 *     expr   = expr ("or" | "OR") expr                     (loosest, left-associative)
 *            | expr ("and" | "AND") expr                   (left-associative)
 *            | ("not" | "NOT") expr                         (binds tighter than and/or)
 *            | field "=" string | field "!=" string
 *            | field ("in" | "IN") "[" [string {"," string}] "]"
 *            | field ("not" | "NOT") ("in" | "IN") "[" [string {"," string}] "]"
 *            | "(" expr ")"
 *     field  = [a-zA-Z_][a-zA-Z0-9_]*  |  '...'   (single quotes, backslash pairs kept as written)
 *     string = "..."                                (double quotes, snailquote escapes)
 *
 * Blanks are space, tab, line feed and form feed; a carriage return, a digit or any other
 * character is a syntax error. Keywords are all lower case or all upper case (`Not` is a field).
 *
 * What FlowG answers for a filter that does not compile is the text the Rust compiler returns
 * (errors.go hands it on unchanged), in one of two shapes, which `filterSyntaxError` reproduces:
 *
 *  - `syntax error: <text>` when the lexer meets text no token starts with; <text> is what it
 *    consumed: one character, or an unclosed quoted literal up to where it broke off;
 *  - `unexpected token: <token>, expected <set>` when the parser fails; <token> is the source text
 *    of the token at the furthest position the parser reached (empty at the end of the filter),
 *    and <set> lists peg's names of what it tried there (`[Token::Eq]`, `EOF`, ...), sorted, as
 *    `one of a, b` when there are several.
 *
 * One case has no FlowG message: a double-quoted string with an escape snailquote refuses (`\d`,
 * `\u0041`, `\u{110000}`). The lexer unwraps snailquote's error, so the Rust code panics inside
 * an `extern "C"` function, which a Rust 1.91 build (docker/flowg.dockerfile) turns into an abort
 * of the whole server. The check reports it in a message of its own, at the backslash.
 *
 * Positions are 1-based lines and columns in characters (code points) of the filter text.
 *
 * Not checked: the names peg gives its expected tokens are printed the way rustc 1.91 prints a
 * token group (`[Token::OpOr]`), which was read, not observed; a text holding a NUL character,
 * which the C string FlowG passes to Rust cuts short; the exact end of the text in a `syntax
 * error` for a quoted literal that breaks off after a backslash (it follows logos' code
 * generator, not a run).
 */

export interface FilterSyntaxError {
  /** What FlowG v0.45.8 answers (see the module comment for the one case it has no answer for). */
  message: string;
  /** 1-based line of the error in the filter text. */
  line: number;
  /** 1-based column, in characters. */
  column: number;
}

type Kind =
  | "Ident"
  | "String"
  | "LParen"
  | "RParen"
  | "LBracket"
  | "RBracket"
  | "Comma"
  | "Eq"
  | "Ne"
  | "OpNot"
  | "OpAnd"
  | "OpOr"
  | "OpIn";

interface Token {
  kind: Kind;
  /** Index of the first character, and of the character after the last one (code points). */
  start: number;
  end: number;
}

/** Keyword tokens: logos prefers a literal token to the identifier regex of the same length. */
const KEYWORDS = new Map<string, Kind>([
  ["not", "OpNot"],
  ["NOT", "OpNot"],
  ["and", "OpAnd"],
  ["AND", "OpAnd"],
  ["or", "OpOr"],
  ["OR", "OpOr"],
  ["in", "OpIn"],
  ["IN", "OpIn"],
]);

const PUNCTUATION = new Map<string, Kind>([
  ["(", "LParen"],
  [")", "RParen"],
  ["[", "LBracket"],
  ["]", "RBracket"],
  [",", "Comma"],
  ["=", "Eq"],
]);

const isBlank = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\f";
const isIdentStart = (c: string) => /^[a-zA-Z_]$/.test(c);
const isIdentPart = (c: string) => /^[a-zA-Z0-9_]$/.test(c);

/** The simple escapes snailquote 0.3.1 knows in a double-quoted string. */
const SIMPLE_ESCAPES = new Set([
  "a",
  "b",
  "v",
  "f",
  "n",
  "r",
  "t",
  "e",
  "E",
  "\\",
  "'",
  '"',
  "$",
  "`",
  " ",
]);

class Failure {
  constructor(
    readonly message: string,
    /** Index (code points) the error is reported at. */
    readonly at: number,
  ) {}
}

/**
 * The index of the first escape snailquote refuses in the characters of a double-quoted literal
 * (quotes included), or -1. `\u` takes `{hex}`: snailquote reads up to the next `}`, even past the
 * closing quote, and the digits must make a Unicode scalar value (u32::from_str_radix allows a
 * leading `+`).
 */
function badEscape(literal: string[]): { at: number; escape: string } | null {
  for (let i = 1; i < literal.length - 1; i++) {
    if (literal[i] !== "\\") continue;
    const next = literal[i + 1]!;
    if (SIMPLE_ESCAPES.has(next)) {
      i++;
      continue;
    }
    if (next === "u" && literal[i + 2] === "{") {
      const close = literal.indexOf("}", i + 3);
      const digits = close < 0 ? "" : literal.slice(i + 3, close).join("");
      const value = /^\+?[0-9a-fA-F]+$/.test(digits) ? parseInt(digits, 16) : NaN;
      const scalar = value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
      if (close >= 0 && scalar) {
        i = close;
        continue;
      }
      const end = close < 0 ? literal.length - 1 : close + 1;
      return { at: i, escape: literal.slice(i, end).join("") };
    }
    return { at: i, escape: `\\${next}` };
  }
  return null;
}

/** Splits the filter into the Rust lexer's tokens; throws Failure where the lexer fails. */
function tokenize(chars: string[]): Token[] {
  const tokens: Token[] = [];
  const text = (from: number, to: number) => chars.slice(from, to).join("");
  let i = 0;

  /**
   * A quoted literal: `([^q\\]|\\.)*` between quotes, where `.` is any character but a line
   * feed. When it breaks off, logos has consumed the literal up to the last complete character,
   * so the error text ends there (before a backslash whose pair is missing).
   */
  const quoted = (quote: string, start: number): number => {
    let j = start + 1;
    for (;;) {
      const c = chars[j];
      if (c === undefined) throw new Failure(`syntax error: ${text(start, j)}`, start);
      if (c === quote) return j + 1;
      if (c === "\\") {
        const next = chars[j + 1];
        if (next === undefined || next === "\n")
          throw new Failure(`syntax error: ${text(start, j)}`, start);
        j += 2;
      } else j++;
    }
  };

  while (i < chars.length) {
    const c = chars[i]!;
    const start = i;
    if (isBlank(c)) {
      i++;
    } else if (isIdentStart(c)) {
      while (i < chars.length && isIdentPart(chars[i]!)) i++;
      tokens.push({ kind: KEYWORDS.get(text(start, i)) ?? "Ident", start, end: i });
    } else if (c === "'") {
      i = quoted("'", start);
      tokens.push({ kind: "Ident", start, end: i });
    } else if (c === '"') {
      i = quoted('"', start);
      const bad = badEscape(chars.slice(start, i));
      if (bad)
        throw new Failure(
          `unknown escape ${bad.escape} in the string ${text(start, i)}: FlowG v0.45.8 does not refuse this filter but panics on it, which stops the server`,
          start + bad.at,
        );
      tokens.push({ kind: "String", start, end: i });
    } else if (c === "!" && chars[i + 1] === "=") {
      i += 2;
      tokens.push({ kind: "Ne", start, end: i });
    } else if (PUNCTUATION.has(c)) {
      i++;
      tokens.push({ kind: PUNCTUATION.get(c)!, start, end: i });
    } else {
      throw new Failure(`syntax error: ${c}`, start);
    }
  }
  return tokens;
}

/**
 * Runs the grammar the way peg 0.8.5 runs `grammar.rs`: ordered choice with backtracking, the
 * `precedence!` block as precedence climbing (every prefix and atom rule tried in order, then the
 * infix levels allowed by the minimum precedence), and every failed token match recorded with
 * its position. The error is at the furthest position any match failed, and names everything
 * that was tried there.
 */
function parse(tokens: Token[], chars: string[]): void {
  let furthest = 0;
  let expected = new Set<string>();
  const fail = (at: number, what: string): false => {
    if (at > furthest) {
      furthest = at;
      expected = new Set();
    }
    if (at === furthest) expected.add(what);
    return false;
  };
  /** Matches one token of a kind at a position: the position after it, or -1. */
  const token = (at: number, kind: Kind, name = `[Token::${kind}]`): number =>
    tokens[at]?.kind === kind ? at + 1 : (fail(at, name), -1);
  const field = (at: number) => token(at, "Ident", "[Token::Ident(s)]");
  const string = (at: number) => token(at, "String", "[Token::String(s)]");

  /** `[` string ** `,` `]`, from the bracket on. */
  const list = (at: number): number => {
    let pos = token(at, "LBracket");
    if (pos < 0) return -1;
    let count = 0;
    for (;;) {
      let next = pos;
      if (count > 0) {
        next = token(pos, "Comma");
        if (next < 0) break;
      }
      next = string(next);
      if (next < 0) break;
      pos = next;
      count++;
    }
    return token(pos, "RBracket");
  };

  const sequence = (at: number, ...steps: Array<(pos: number) => number>): number => {
    let pos = at;
    for (const step of steps) {
      pos = step(pos);
      if (pos < 0) return -1;
    }
    return pos;
  };

  /** The prefix and atom rules of the precedence block, in the grammar's order. */
  const prefix = (at: number): number => {
    const rules: Array<() => number> = [
      () =>
        sequence(
          at,
          (p) => token(p, "OpNot"),
          (p) => climb(p, 3),
        ),
      () => sequence(at, field, (p) => token(p, "Eq"), string),
      () => sequence(at, field, (p) => token(p, "Ne"), string),
      () => sequence(at, field, (p) => token(p, "OpIn"), list),
      () =>
        sequence(
          at,
          field,
          (p) => token(p, "OpNot"),
          (p) => token(p, "OpIn"),
          list,
        ),
      () =>
        sequence(
          at,
          (p) => token(p, "LParen"),
          (p) => climb(p, 0),
          (p) => token(p, "RParen"),
        ),
    ];
    for (const rule of rules) {
      const end = rule();
      if (end >= 0) return end;
    }
    return -1;
  };

  /** Infix levels: `or` at precedence 0, `and` at 1, each left-associative. */
  const INFIX: Array<{ precedence: number; kind: Kind }> = [
    { precedence: 0, kind: "OpOr" },
    { precedence: 1, kind: "OpAnd" },
  ];

  function climb(at: number, minimum: number): number {
    let pos = prefix(at);
    if (pos < 0) return -1;
    for (;;) {
      let advanced = -1;
      for (const { precedence, kind } of INFIX) {
        if (precedence < minimum) continue;
        advanced = sequence(
          pos,
          (p) => token(p, kind),
          (p) => climb(p, precedence + 1),
        );
        if (advanced >= 0) break;
      }
      if (advanced < 0) return pos;
      pos = advanced;
    }
  }

  const end = climb(0, 0);
  if (end === tokens.length) return;
  if (end >= 0) fail(end, "EOF");

  const at = tokens[furthest];
  const found = at ? chars.slice(at.start, at.end).join("") : "";
  const names = [...expected].sort();
  const set = names.length === 1 ? names[0]! : `one of ${names.join(", ")}`;
  throw new Failure(
    `unexpected token: ${found}, expected ${names.length ? set : "<unreported>"}`,
    at ? at.start : chars.length,
  );
}

function located(chars: string[], failure: Failure): FilterSyntaxError {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < failure.at; i++) {
    if (chars[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  return { message: failure.message, line, column: failure.at - lineStart + 1 };
}

/** Why FlowG v0.45.8 would refuse the filter, with where; null when it compiles it. */
export function filterSyntaxError(text: string): FilterSyntaxError | null {
  const chars = [...text];
  try {
    parse(tokenize(chars), chars);
    return null;
  } catch (error) {
    if (error instanceof Failure) return located(chars, error);
    throw error;
  }
}
