import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { LineCounter, Scalar, isScalar, parseDocument, visit } from "yaml";
import type { CliCommandData } from "../../../node/cli/schema";
import { MARKDOWN_SYNTAX, mdxBody, parsedDataMarkdown } from "../../../node/mdx/parse";
import { walk, type MdNode } from "../../../node/mdx/mdast";
import { metaAttribute } from "../../../node/mdx/vrl-examples";
import { flagsOf, type Operation, type VersionReference } from "./reference";
import { shellCommands, type ShellCommand, type ShellWord } from "./shell";

/**
 * Checks every snippet of a doc page against the reference data of the page's FlowG version:
 * HTTP requests to FlowG's API (curl command lines), command lines of FlowG's programs, `FLOWG_*`
 * variables and configuration-file keys (in code and in prose), and pipeline flows (JSON). On an
 * archived version's pages it also checks that every download, image and clone names that
 * version. Each problem is one line: the file, the line and what the reference data says.
 *
 * Three fence attributes speak for a block: `wrong="why"` marks a snippet that is wrong on purpose
 * (an example of a mistake; it is not checked and the test lists it), `vars="A B"` declares the
 * example's own shell variables, which FlowG does not read, and `version="0.45.8"` says the block
 * shows an older documented version (the "before" of an upgrade), checked against that version.
 */

export interface SnippetCounts {
  /** HTTP requests to FlowG's API, and how many of them carried a JSON body that was validated. */
  requests: number;
  requestBodies: number;
  /** JSON responses shown right after a request, validated against the response schema. */
  responses: number;
  commandLines: number;
  variables: number;
  configKeys: number;
  flows: number;
}

export function emptyCounts(): SnippetCounts {
  return {
    requests: 0,
    requestBodies: 0,
    responses: 0,
    commandLines: 0,
    variables: 0,
    configKeys: 0,
    flows: 0,
  };
}

/** Adds `from`'s counts to `into`'s. */
export function addCounts(into: SnippetCounts, from: SnippetCounts): void {
  for (const key of Object.keys(into) as Array<keyof SnippetCounts>) into[key] += from[key];
}

export interface PageResult {
  problems: string[];
  counts: SnippetCounts;
  /** The blocks marked `wrong="..."`, as "file:line: why". */
  markedWrong: string[];
}

export interface PageContext {
  file: string;
  reference: VersionReference;
  /** Older versions' reference data: a name they had may appear where a page speaks of its removal. */
  older: VersionReference[];
  /** Archived pages must pin their version in every download, image tag and clone. */
  archived: boolean;
}

const PROGRAMS = new Set(["flowg-client", "flowg-server", "flowg-health"]);
const SHELL_LANGS = new Set(["bash", "sh", "shell", "console", "zsh", ""]);
const COBRA_BUILT_INS = new Set(["help", "completion"]);
/** Commands that run the rest of their line as a command. */
const RUNNERS = new Set(["sudo", "env", "exec", "time", "nohup"]);
/** Container tools, which run a program named anywhere after them. */
const CONTAINER_TOOLS = new Set(["docker", "kubectl", "podman"]);
const VARIABLE = /\bFLOWG_[A-Z0-9_]*[A-Z0-9](?![A-Za-z0-9_])/g;
/** Words by which a page says FlowG does not read a name (a warning about a wrong one). */
const NOT_READ = /\b(ignores?|ignored|does not read|is not read|does not exist|no such)\b/i;
/** Words by which a page says a name is gone, so that an older version's name may appear. */
const REMOVAL =
  /\b(removed|renamed|became|replaces|replaced|no longer|old|former|ignores?|ignored|before v0\.\d+|gone|dropped)\b/i;

/**
 * The pages' syntax without the shared tree transforms of node/mdx/parse.ts (parsedMdx): those
 * turn a `:::note[title]` label into a plain-text attribute, and the checks read the inline code
 * of labels too.
 */
const mdxSyntax = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use([...MARKDOWN_SYNTAX]);

class Page {
  readonly problems: string[] = [];
  readonly markedWrong: string[] = [];
  readonly counts: SnippetCounts = emptyCounts();
  private readonly v: string;
  /** True while an inline command line of the prose is read. */
  private inline = false;
  /** The example variables the page's blocks declare (vars="..."): prose may name them too. */
  readonly declared = new Set<string>();

  constructor(private readonly ctx: PageContext) {
    this.v = `v${ctx.reference.version}`;
  }

  problem(line: number, message: string): void {
    this.problems.push(`${this.ctx.file}:${line}: ${message}`);
  }

  // --- variables and configuration keys --------------------------------------------------

  variables(text: string, line: number, declared: Set<string>, context: string): void {
    for (const match of text.matchAll(VARIABLE)) {
      const name = match[0];
      const at = line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
      this.counts.variables++;
      if (this.ctx.reference.environment.has(name) || declared.has(name)) continue;
      const older = this.ctx.older.find((r) => r.environment.has(name));
      if ((older && REMOVAL.test(context)) || NOT_READ.test(context)) continue;
      this.problem(
        at,
        older
          ? `${name} is not read by FlowG ${this.v} (it was in v${older.version}); say it is gone where you name it`
          : `${name} is not an environment variable of FlowG ${this.v} (declare an example's own variable with vars="${name}" on its block)`,
      );
    }
  }

  configKey(key: string, line: number): void {
    this.counts.configKeys++;
    if (this.ctx.reference.configKeys.has(key)) return;
    this.problem(line, `${key} is not a configuration-file key of flowg-server ${this.v}`);
  }

  /** The keys of an HCL block: `a { b = 1 }` gives "a" and "a.b"; `backend "x" {` a labelled block. */
  hcl(block: string, start: number): void {
    const stack: string[] = [];
    block.split("\n").forEach((raw, i) => {
      const text = raw.replace(/#.*$|\/\/.*$/, "").trim();
      const open = /^([a-z_][a-z0-9_]*)(\s+"[^"]*")?\s*\{$/.exec(text);
      const attribute = /^([a-z_][a-z0-9_]*)\s*=/.exec(text);
      if (open) {
        stack.push(`${open[1]}${open[2] ? ` ${open[2].trim()}` : ""}`);
        this.configKey(stack.join("."), start + i);
      } else if (attribute) {
        this.configKey([...stack, attribute[1]].join("."), start + i);
      } else if (text === "}") {
        stack.pop();
      }
    });
  }

  // --- command lines -----------------------------------------------------------------------

  command(command: ShellCommand, start: number): void {
    const words = command.words;
    const line = start + command.line - 1;
    // Leading assignments and the commands that run the rest of the line as a command.
    let i = 0;
    for (;;) {
      const word = words[i]?.text ?? "";
      if (/^-[ug]$/.test(word))
        i += 2; // sudo -u USER, sudo -g GROUP
      else if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || word.startsWith("-")) i++;
      else if (RUNNERS.has(word)) i++;
      else break;
    }
    const first = words[i];
    if (!first) return;
    if (this.ctx.archived && first.text === "git" && words[i + 1]?.text === "clone") {
      if (!words.some((w) => w.text === "--branch" || w.text === "-b"))
        this.problem(
          line,
          `git clone without --branch v${this.ctx.reference.version} fetches the default branch, not ${this.v}`,
        );
    }
    const name = (w: ShellWord | undefined) => w?.text.split("/").pop() ?? "";
    // `docker run ... linksociety/flowg:TAG ARGS`: the image runs flowg-server with the words
    // after it, unless they start with another program or --entrypoint names another one.
    const image = words.findIndex(
      (w, j) => j > i && /^(docker\.io\/)?linksociety\/flowg(:|$)/.test(w.text),
    );
    const entrypoint = words.some(
      (w) => w.text === "--entrypoint" || w.text.startsWith("--entrypoint="),
    );
    if (CONTAINER_TOOLS.has(first.text) && words[i + 1]?.text === "run" && image >= 0) {
      if (entrypoint) return;
      const rest = words.slice(image + 1);
      if (!PROGRAMS.has(name(rest[0]))) {
        if (rest.length) this.programLine("flowg-server", rest, line);
        return;
      }
    }
    // A container tool runs a program given anywhere on its line (docker exec NAME flowg-client ...).
    const at = CONTAINER_TOOLS.has(first.text)
      ? words.findIndex((w, j) => j > i && PROGRAMS.has(name(w)))
      : PROGRAMS.has(name(first))
        ? i
        : -1;
    if (at >= 0) this.programLine(name(words[at]), words.slice(at + 1), line);
  }

  programLine(name: string, args: ShellWord[], line: number): void {
    const program = this.ctx.reference.programs.get(name);
    this.counts.commandLines++;
    if (!program) {
      this.problem(line, `${name} is not a program of FlowG ${this.v}`);
      return;
    }
    const chain: CliCommandData[] = [program];
    const positional: ShellWord[] = [];
    // Flags may come before, between and after the subcommands (cobra's parsing): a word that
    // names a child of the command so far, before any argument, is a subcommand.
    let unknownFlag = false;
    for (let k = 0; k < args.length; k++) {
      const word = args[k]!;
      const command = chain.map((c) => c.name).join(" ");
      if (word.text === "--") {
        positional.push(...args.slice(k + 1));
        break;
      }
      if (word.text === "--help" || word.text === "-h") continue;
      if (!word.text.startsWith("-") || word.text === "-") {
        // cobra (v1.10 at both documented tags) adds `help` and `completion` to every program
        // with subcommands; the CLI data leaves them out.
        if (chain.length === 1 && !positional.length && COBRA_BUILT_INS.has(word.text)) return;
        const child = positional.length
          ? undefined
          : chain.at(-1)!.commands.find((c) => c.name === word.text);
        if (child) chain.push(child);
        else positional.push(word);
        continue;
      }
      const long = /^--([a-z0-9][a-z0-9-]*)(=(.*))?$/.exec(word.text);
      const flag = long ? flagsOf(chain).get(long[1]!) : undefined;
      if (!long || !flag) {
        unknownFlag = true;
        this.problem(
          line,
          long
            ? `flag --${long[1]} does not exist for ${command} in ${this.v}`
            : `${command} in ${this.v} has no short flag ${word.text} (use the long name)`,
        );
        continue;
      }
      if (flag.type === "bool") continue;
      let value = long[3];
      let dynamic = word.dynamic;
      if (value === undefined) {
        const next = args[k + 1];
        if (!next && this.inline) continue;
        if (!next || next.text.startsWith("--")) {
          this.problem(
            line,
            `flag --${flag.name} of ${command} takes a value (${flag.type}) in ${this.v}`,
          );
          continue;
        }
        value = next.text;
        dynamic = next.dynamic;
        k++;
      }
      if (flag.allowed && !dynamic && !flag.allowed.includes(value))
        this.problem(
          line,
          `--${flag.name} ${value}: ${command} in ${this.v} accepts ${flag.allowed.join(", ")}`,
        );
    }
    const command = chain.map((c) => c.name).join(" ");
    const here = chain.at(-1)!;
    // After an unknown flag, which words were its value is not known: arguments are not counted.
    if (unknownFlag) return;
    if (here.commands.length && positional.length) {
      this.problem(
        line,
        `${command} has no command ${positional[0]!.text} in ${this.v} (it has ${here.commands.map((c) => c.name).join(", ")})`,
      );
    } else if (!here.commands.length && positional.length > here.arguments.length) {
      const variadic = here.arguments.some((a) => a.name.endsWith("..."));
      if (!variadic)
        this.problem(
          line,
          `${command} takes ${here.arguments.length || "no"} argument${here.arguments.length === 1 ? "" : "s"} in ${this.v}; the line gives ${positional.map((w) => w.text).join(" ")}`,
        );
    }
  }

  // --- HTTP requests -----------------------------------------------------------------------

  /** The request of a curl command line, when it calls FlowG's API; null otherwise. */
  curl(args: ShellWord[], line: number): Operation | null {
    const VALUE = new Set([
      "-X",
      "--request",
      "-H",
      "--header",
      "-d",
      "--data",
      "--data-raw",
      "--data-binary",
      "--data-urlencode",
      "--json",
      "-u",
      "--user",
      "-o",
      "--output",
      "-w",
      "--write-out",
      "-F",
      "--form",
      "--cacert",
      "--cert",
      "--key",
      "-A",
      "--user-agent",
      "-m",
      "--max-time",
      "--connect-timeout",
      "--retry",
      "-T",
      "--upload-file",
      "--url",
      "-b",
      "-c",
      "-e",
      "--resolve",
    ]);
    let method: string | null = null;
    let url: ShellWord | null = null;
    let body: ShellWord | null = null;
    let asQuery = false;
    const queryData: string[] = [];
    for (let k = 0; k < args.length; k++) {
      const word = args[k]!;
      if (VALUE.has(word.text)) {
        const value = args[++k];
        if (!value) break;
        if (word.text === "-X" || word.text === "--request") method = value.text;
        else if (word.text === "--url") url = value;
        else if (word.text === "--data-urlencode") queryData.push(value.text);
        else if (/^(-d|--data|--data-raw|--data-binary|--json)$/.test(word.text)) body = value;
      } else if (word.text === "-G" || word.text === "--get") asQuery = true;
      else if (word.text === "-I" || word.text === "--head") method = "HEAD";
      else if (!word.text.startsWith("-")) url ??= word;
    }
    if (!url) return null;
    // FlowG's API is under /api/v1. Its Elasticsearch-compatible routes (/api/v1/middlewares/)
    // are an interface of their own, outside the OpenAPI document, like /api/docs.
    const api = url.text.indexOf("/api/v1/");
    if (api < 0 || url.text.includes("/api/v1/middlewares/")) return null;
    this.counts.requests++;
    const [pathPart, query = ""] = url.text.slice(api).split("?", 2) as [string, string?];
    if (asQuery && body) {
      queryData.push(body.text);
      body = null;
    }
    method ??= body || queryData.length ? (asQuery ? "GET" : "POST") : "GET";
    const operation = this.operation(method.toUpperCase(), pathPart, line);
    if (!operation) return null;
    this.queryNames(operation, [...query.split("&"), ...queryData], line);
    if (body && !body.text.startsWith("@")) this.body(operation, body, line);
    return operation;
  }

  /** Each `name=value` pair's name must be a query parameter of the operation. */
  queryNames(operation: Operation, pairs: string[], line: number): void {
    const names = pairs.filter(Boolean).map((p) => decodeURIComponent(p.split("=")[0] ?? ""));
    for (const name of names) {
      if (!name.startsWith("$") && !operation.queryParameters.has(name))
        this.problem(
          line,
          `${operation.method} ${operation.path} (${operation.operationId}) has no query parameter ${name} in ${this.v}` +
            (operation.queryParameters.size
              ? ` (it has ${[...operation.queryParameters].join(", ")})`
              : ""),
        );
    }
  }

  operation(method: string, actual: string, line: number): Operation | null {
    const segments = actual.replace(/\/+$/, "").split("/");
    const matches = (template: string) => {
      const t = template.replace(/\/+$/, "").split("/");
      return (
        t.length === segments.length &&
        t.every((s, i) => {
          const a = segments[i] ?? "";
          // A segment the shell fills in ($db) may stand for any value of the template.
          if (/^\{[^}]+\}$/.test(s) || a.includes("$")) return a.length > 0;
          return a === s;
        })
      );
    };
    const candidates = this.ctx.reference.operations.filter((o) => matches(o.path));
    const found = candidates.find((o) => o.method === method);
    if (found) return found;
    this.problem(
      line,
      candidates.length
        ? `${method} ${candidates[0]!.path} does not exist in FlowG ${this.v}'s API (the path takes ${candidates.map((o) => o.method).join(", ")})`
        : `no operation of FlowG ${this.v}'s API has the path ${actual}`,
    );
    return null;
  }

  body(operation: Operation, body: ShellWord, line: number): void {
    if (!operation.requestBody) return;
    let value: unknown;
    try {
      value = JSON.parse(body.text);
    } catch (error) {
      if (!body.dynamic)
        this.problem(
          line,
          `the body sent to ${operation.operationId} is not JSON: ${(error as Error).message}`,
        );
      return;
    }
    this.counts.requestBodies++;
    if (!operation.requestBody(value))
      this.problem(
        line,
        `the body sent to ${operation.operationId} does not match its request schema in ${this.v}: ${schemaErrors(operation.requestBody.errors)}`,
      );
  }

  response(operation: Operation, text: string, line: number): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const validate = operation.responses.get("200") ?? operation.responses.get("201");
    if (!validate) return;
    this.counts.responses++;
    if (!validate(value))
      this.problem(
        line,
        `the response shown for ${operation.operationId} does not match its response schema in ${this.v}: ${schemaErrors(validate.errors)}`,
      );
  }

  // --- flows -------------------------------------------------------------------------------

  flow(value: Record<string, unknown>, line: number): void {
    this.counts.flows++;
    const { flow, nodeTypes } = this.ctx.reference;
    const nodes = Array.isArray(value.nodes) ? (value.nodes as Array<Record<string, unknown>>) : [];
    for (const node of nodes) {
      if (typeof node.type === "string" && !nodeTypes.includes(node.type))
        this.problem(
          line,
          `node ${String(node.id)} has type ${node.type}, not a node type of FlowG ${this.v} (${nodeTypes.join(", ")})`,
        );
    }
    const ids = new Set(nodes.map((n) => n.id));
    for (const edge of Array.isArray(value.edges)
      ? (value.edges as Array<Record<string, unknown>>)
      : []) {
      for (const end of ["source", "target"] as const)
        if (!ids.has(edge[end]))
          this.problem(
            line,
            `edge ${String(edge.id)} has ${end} ${String(edge[end])}, which is no node of the flow`,
          );
    }
    if (!flow(value))
      this.problem(
        line,
        `the flow does not match FlowG ${this.v}'s flow schema: ${schemaErrors(flow.errors)}`,
      );
  }

  // --- archived pins -----------------------------------------------------------------------

  pins(text: string, line: number): void {
    if (!this.ctx.archived) return;
    const version = this.ctx.reference.version;
    const rules: Array<[RegExp, (m: RegExpMatchArray) => string | null]> = [
      [
        /\b[\w./-]*flowg[\w./-]*:latest\b/g,
        (m) => `${m[0]} is whatever FlowG is newest, not ${this.v}`,
      ],
      [
        /releases\/latest\b/g,
        () => `a link to the latest release fetches the newest FlowG, not ${this.v}`,
      ],
      [/\blatest release\b/gi, () => `"latest release" is the newest FlowG, not ${this.v}`],
      [
        /releases\/download\/v?(\d+\.\d+\.\d+)/g,
        (m) => (m[1] === version ? null : `a download of v${m[1]} on a ${this.v} page`),
      ],
      [
        /linksociety\/flowg:v?(\d+\.\d+\.\d+)/g,
        (m) => (m[1] === version ? null : `the image of v${m[1]} on a ${this.v} page`),
      ],
    ];
    for (const [pattern, say] of rules) {
      for (const match of text.matchAll(pattern)) {
        const message = say(match);
        if (message)
          this.problem(line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0), message);
      }
    }
  }

  // --- the page ----------------------------------------------------------------------------

  code(
    node: MdNode,
    previous: { operation: Operation | null; line: number } | null,
  ): Operation | null {
    const text = node.value ?? "";
    const lang = (node.lang ?? "").toLowerCase();
    const start = (node.position?.start.line ?? 1) + 1;
    const wrong = metaAttribute(node.meta, "wrong");
    if (wrong !== null) {
      this.markedWrong.push(`${this.ctx.file}:${start - 1}: ${wrong}`);
      return null;
    }
    const version = metaAttribute(node.meta, "version");
    if (version !== null && version !== this.ctx.reference.version) {
      // A block of another version's commands (a "before" of the upgrade guide) is checked
      // against that version's data.
      const other = this.ctx.older.find((r) => r.version === version);
      if (!other) {
        this.problem(start - 1, `version="${version}" names no older documented version of FlowG`);
        return null;
      }
      const page = new Page({ ...this.ctx, reference: other, older: [], archived: false });
      page.code({ ...node, meta: (node.meta ?? "").replace(/(^|\s)version=\S+/, "") }, null);
      this.problems.push(...page.problems);
      addCounts(this.counts, page.counts);
      return null;
    }
    const declared = new Set((metaAttribute(node.meta, "vars") ?? "").split(/\s+/).filter(Boolean));
    this.variables(text, start, declared, node.meta ?? "");
    this.pins(text, start);
    let operation: Operation | null = null;
    if (SHELL_LANGS.has(lang)) {
      const commands = shellCommands(text);
      for (const command of commands) {
        if (command.words.some((w) => w.text === "curl"))
          operation = this.curlOf(command, start) ?? operation;
        else this.command(command, start);
      }
      // An answer piped through jq is not the operation's response as it comes.
      if (commands.some((c) => c.words[0]?.text === "jq")) operation = null;
    } else if (lang === "ini" || lang === "systemd") {
      // A systemd unit: the command lines of its Exec*= settings (other settings are assignments).
      for (const c of shellCommands(text.replace(/^Exec\w*=[-@+!]*/gm, ""))) this.command(c, start);
    } else if (lang === "http") {
      // `METHOD /path HTTP/1.1`, headers, a blank line, a body. Only FlowG's API is checked: the
      // other requests on the pages are what FlowG's forwarders send to other systems.
      const request = /^([A-Z]+) (\/api\/v1\/\S*) HTTP\/[\d.]+$/.exec(text.split("\n")[0] ?? "");
      if (request && !request[2]!.startsWith("/api/v1/middlewares/")) {
        this.counts.requests++;
        const [path, query = ""] = request[2]!.split("?", 2) as [string, string?];
        operation = this.operation(request[1]!, path, start);
        const bodyText = text
          .split(/\n\s*\n/)
          .slice(1)
          .join("\n\n")
          .trim();
        if (operation) {
          this.queryNames(operation, query.split("&"), start);
          if (bodyText) this.body(operation, { text: bodyText, dynamic: false }, start);
        }
      }
    } else if (lang === "hcl") {
      this.hcl(text, start);
    } else if (lang === "json") {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = null;
      }
      if (value && typeof value === "object" && "nodes" in value && "edges" in value) {
        this.flow(value as Record<string, unknown>, start);
      } else if (previous?.operation) {
        this.response(previous.operation, text, start);
      }
    }
    return operation;
  }

  private curlOf(command: ShellCommand, start: number): Operation | null {
    const words = command.words;
    const i = words.findIndex((w) => w.text === "curl");
    return this.curl(words.slice(i + 1), start + command.line - 1);
  }

  prose(node: MdNode, parentText: string): void {
    const line = node.position?.start.line ?? 1;
    const text = node.value ?? "";
    this.variables(text, line, this.declared, parentText);
    this.pins(text, line);
    // A command line written inline (`flowg-client stream ls --name app`).
    // Prose may name a flag without its value (`stream tail --filter`): a flag at the end of an
    // inline command line is a reference to it.
    if (node.type === "inlineCode" && /^flowg-(client|server|health)\s/.test(text)) {
      this.inline = true;
      for (const command of shellCommands(text)) this.command(command, line);
      this.inline = false;
    }
    // A dotted name in code whose first part is a top-level key, but not a host name.
    if (
      node.type === "inlineCode" &&
      /^[a-z_]+(\.[a-z_]+)+$/.test(text) &&
      !/\.(com|net|org|io|dev|cloud|local|internal)$/.test(text)
    ) {
      const top = text.split(".")[0]!;
      if ([...this.ctx.reference.configKeys.keys()].some((k) => k === top))
        this.configKey(text, line);
    }
  }

  link(url: string, line: number): void {
    this.pins(url, line);
  }
}

function textOf(node: MdNode): string {
  if (node.value !== undefined && node.type !== "code") return node.value;
  return (node.children ?? []).map(textOf).join("");
}

function schemaErrors(
  errors: Array<{ instancePath: string; message?: string }> | null | undefined,
): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""}`.trim())
    .join("; ");
}

/** Visits a Markdown tree's blocks and text, in order, with the page's checks. */
function visitTree(page: Page, tree: MdNode): void {
  // A JSON block right after a block with a FlowG request (only prose between) is its response.
  let previous: { operation: Operation | null; line: number } | null = null;
  const blockParents = new Map<MdNode, string>();
  walk(tree, (node, parent) => {
    if (node.type === "code")
      for (const name of (metaAttribute(node.meta, "vars") ?? "").split(/\s+/).filter(Boolean))
        page.declared.add(name);
    if (
      parent &&
      (parent.type === "paragraph" ||
        parent.type === "listItem" ||
        parent.type === "tableCell" ||
        parent.type === "heading")
    )
      blockParents.set(node, textOf(parent));
  });
  walk(tree, (node, parent) => {
    if (node.type === "code") {
      const operation = page.code(node, previous);
      previous = { operation, line: node.position?.start.line ?? 0 };
    } else if (node.type === "text" || node.type === "inlineCode") {
      page.prose(node, blockParents.get(node) ?? textOf(parent ?? node));
    } else if (node.type === "link" || node.type === "definition") {
      page.link(
        String((node as MdNode & { url?: string }).url ?? ""),
        node.position?.start.line ?? 1,
      );
    } else if (node.type === "heading") {
      previous = null;
    }
  });
}

function result(page: Page): PageResult {
  const lineOf = (problem: string) => Number(/:(\d+): /.exec(problem)?.[1] ?? 0);
  return {
    problems: [...page.problems].sort((a, b) => lineOf(a) - lineOf(b)),
    counts: page.counts,
    markedWrong: page.markedWrong,
  };
}

/** Checks one doc page's snippets against its version's reference data. */
export function checkPage(text: string, ctx: PageContext): PageResult {
  const page = new Page(ctx);
  visitTree(page, mdxSyntax.parse(mdxBody(text)) as MdNode);
  return result(page);
}

/**
 * Checks a CLI data file (content/cli/<program>.yaml) the same way: each example's `code` as a
 * shell block, every other text as Markdown prose, with the lines of the YAML file.
 */
export function checkCliData(text: string, ctx: PageContext): PageResult {
  const page = new Page(ctx);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  visit(doc, {
    Pair(_, pair) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      const value = pair.value;
      if (!isScalar(value) || typeof value.value !== "string" || key === "name") return;
      const block = value.type === Scalar.BLOCK_LITERAL || value.type === Scalar.BLOCK_FOLDED;
      // The line of the text's first character: the line after a block scalar's `|` or `>`.
      const line = lines.linePos(value.range?.[0] ?? 0).line + (block ? 1 : 0);
      // A copy of the shared tree of that Markdown (node/mdx/parse.ts), its lines moved to the file's.
      const tree: MdNode =
        key === "code"
          ? { type: "root", children: [{ type: "code", lang: "bash", value: value.value }] }
          : structuredClone(parsedDataMarkdown(value.value) as MdNode);
      walk(tree, (node) => {
        const at = node.position?.start.line ?? 1;
        node.position = {
          start: { line: line + at - 1 - (node.type === "code" ? 1 : 0), column: 1 },
        };
      });
      visitTree(page, tree);
    },
  });
  return result(page);
}
