import { Prism, normalizeTokens } from "prism-react-renderer";

/**
 * Syntax highlighting at build time with prism-react-renderer's Prism. Code blocks reach the
 * browser already split into tokens, so colours are in the server-rendered HTML and no grammar
 * ships to readers.
 */

/** Grammars the content needs on top of the site's `prism.additionalLanguages`. */
const CONTENT_LANGUAGES = [
  "bash",
  "ini",
  "apacheconf",
  "nginx",
  "docker",
  "toml",
  "hcl",
  "http",
  "json",
  "yaml",
  "go",
  "python",
  "javascript",
];

/** Names authors may use for a grammar. Unknown languages (vrl, logstash, text) stay plain. */
const ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  console: "bash",
  zsh: "bash",
  yml: "yaml",
  dockerfile: "docker",
  js: "javascript",
  ts: "typescript",
  py: "python",
  conf: "ini",
  apache: "apacheconf",
  jsonc: "json",
};

let loaded = false;

export function loadLanguages(additional: readonly string[]): void {
  if (loaded) return;
  loaded = true;
  // prismjs/components/* register themselves on a global Prism (the documented way to extend
  // prism-react-renderer's bundled Prism).
  const g = globalThis as unknown as { Prism?: typeof Prism };
  const previous = g.Prism;
  g.Prism = Prism;
  try {
    for (const language of new Set([...CONTENT_LANGUAGES, ...additional])) {
      if (Prism.languages[language]) continue;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${language}`);
    }
  } finally {
    g.Prism = previous;
  }
}

export function resolveLanguage(lang: string | null | undefined): string {
  const name = (lang ?? "text").toLowerCase();
  return ALIASES[name] ?? name;
}

/** One token: its Prism types joined by spaces ("" for plain text) and its text. */
export type EncodedToken = [types: string, content: string];

export function tokenize(code: string, language: string): EncodedToken[][] {
  const grammar = Prism.languages[language];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens).map((line) =>
    line
      .filter((token) => !token.empty)
      .map((token): EncodedToken => [
        [...new Set(token.types.filter((t) => t !== "plain"))].join(" "),
        token.content,
      ]),
  );
}
