/**
 * Just enough of a POSIX shell reader to find the commands of a documentation block: lines joined
 * at a trailing backslash, comments and here-document bodies left out, and each line cut into
 * simple commands at `|`, `||`, `&&`, `;` and `&`, outside quotes. Words are unquoted; a word
 * holding a parameter expansion or a command substitution (`$X`, `${X}`, `$(...)`) keeps it
 * verbatim, and `dynamic` says so, so that a check can tell a literal from a value filled in when
 * the example runs.
 */

export interface ShellWord {
  /** The word with its quotes removed. */
  text: string;
  /** True when the word's value is only known when the shell runs it. */
  dynamic: boolean;
}

export interface ShellCommand {
  words: ShellWord[];
  /** 1-based line of the block where the command starts. */
  line: number;
}

/** The logical lines of a block: continued lines joined, with the line each one starts on. */
function logicalLines(block: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  const lines = block.split("\n");
  let heredoc: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i] ?? "";
    if (heredoc !== null) {
      if (text.trim() === heredoc) heredoc = null;
      continue;
    }
    // A line goes on after a trailing backslash, and inside a quote the line does not close.
    for (;;) {
      if (/(^|[^\\])\\$/.test(text) && i + 1 < lines.length) {
        text = `${text.slice(0, -1)} ${lines[++i] ?? ""}`;
      } else if (openQuote(text) && i + 1 < lines.length) {
        text = `${text}\n${lines[++i] ?? ""}`;
      } else break;
    }
    const marker = /<<-?\s*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\1/.exec(text);
    if (marker) heredoc = marker[2] ?? null;
    out.push({ text, line: start + 1 });
  }
  return out;
}

/** True when a quote of the line is still open at its end. */
function openQuote(text: string): boolean {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === null && c === "#" && (i === 0 || /\s/.test(text[i - 1] ?? ""))) return false;
    if (c === "\\" && quote !== "'") i++;
    else if (quote === null && (c === "'" || c === '"')) quote = c;
    else if (c === quote) quote = null;
  }
  return quote !== null;
}

/** The end (exclusive) of a `$(...)` or `${...}` starting at `open` (the `(` or `{`). */
function closing(text: string, open: number): number {
  const pair = text[open] === "(" ? ["(", ")"] : ["{", "}"];
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === pair[0]) depth++;
    else if (text[i] === pair[1] && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Cuts one logical line into simple commands of words. */
function commandsOfLine(text: string, line: number): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: ShellWord[] = [];
  let word: ShellWord | null = null;
  const endWord = () => {
    if (word) words.push(word);
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push({ words, line });
    words = [];
  };
  /** The text of the word being read ("" between words). */
  const pending = (): string => (word as ShellWord | null)?.text ?? "";
  const add = (s: string, dynamic = false) => {
    word ??= { text: "", dynamic: false };
    word.text += s;
    word.dynamic ||= dynamic;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? "";
    if (c === "#" && word === null) break;
    if (/\s/.test(c)) {
      endWord();
      i++;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      add(text.slice(i + 1, end < 0 ? text.length : end));
      i = end < 0 ? text.length : end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let s = "";
      let dynamic = false;
      while (j < text.length && text[j] !== '"') {
        if (text[j] === "\\" && j + 1 < text.length) {
          s += /["\\$`]/.test(text[j + 1] ?? "") ? text[j + 1] : `\\${text[j + 1]}`;
          j += 2;
        } else if (text[j] === "$" && /[({]/.test(text[j + 1] ?? "")) {
          const end = closing(text, j + 1);
          s += text.slice(j, end);
          dynamic = true;
          j = end;
        } else {
          if (text[j] === "$" && /[A-Za-z_]/.test(text[j + 1] ?? "")) dynamic = true;
          s += text[j];
          j++;
        }
      }
      add(s, dynamic);
      i = j + 1;
    } else if (c === "\\") {
      add(text[i + 1] ?? "");
      i += 2;
    } else if (c === "$" && /[({]/.test(text[i + 1] ?? "")) {
      const end = closing(text, i + 1);
      add(text.slice(i, end), true);
      i = end;
    } else if (c === "$" && /[A-Za-z_]/.test(text[i + 1] ?? "")) {
      const name = /^\$[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))?.[0] ?? "$";
      add(name, true);
      i += name.length;
    } else if (c === "|" || c === ";" || c === "&") {
      endCommand();
      i += text[i + 1] === c ? 2 : 1;
    } else if (c === "<" && /^<[A-Za-z][^<>|;&]*>/.test(text.slice(i))) {
      // A placeholder the reader replaces (`<stream>`, `<your token>`), not a redirection.
      const placeholder = /^<[A-Za-z][^<>|;&]*>/.exec(text.slice(i))![0];
      add(placeholder, true);
      i += placeholder.length;
    } else if ((c === ">" || c === "<") && /^\d?$/.test(pending())) {
      // A redirection (`> file`, `2>&1`): neither it nor its target is an argument.
      word = null;
      let j = i + 1;
      while (text[j] === ">" || text[j] === "<" || text[j] === "&" || text[j] === "-") j++;
      while (/\s/.test(text[j] ?? "")) j++;
      while (j < text.length && !/[\s|;&]/.test(text[j] ?? "")) j++;
      i = j;
    } else {
      add(c);
      i++;
    }
  }
  endCommand();
  return commands;
}

/** The simple commands of a shell block, a `$ ` prompt at a line's start removed. */
export function shellCommands(block: string): ShellCommand[] {
  return logicalLines(block).flatMap(({ text, line }) =>
    commandsOfLine(text.replace(/^\s*\$\s+/, ""), line),
  );
}
