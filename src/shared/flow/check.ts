/**
 * The check the pipeline viewer runs on a flow a reader pastes, in the browser, sending nothing
 * anywhere: what FlowG (the documented version `rules.version`) would make of the JSON, named
 * node by node and edge by edge, and which transformers, forwarders, pipelines, streams and
 * metrics the flow needs on the reader's server.
 *
 * Each rule, and where it was read in FlowG's code (read from the code, not run):
 *
 *  - json: the text must be one JSON value (RFC 8259). Positions are computed here, not taken
 *    from JSON.parse, whose messages differ between browsers.
 *  - schema: the version's `FlowGraph` schema from the site's OpenAPI document (./json-schema.ts),
 *    which mirrors `internal/models/flow_v2.go` and the `data` keys the engine requires.
 *  - node-type: the types the engine builds (`BuildFlow` in
 *    `internal/engines/pipelines/types_pipeline.go` at v0.63.0, `Build` in
 *    `internal/engines/pipelines/types.go` at v0.45.8): any other type stops the build with
 *    `unknown node type: <type>`. v0.45.8 has no `metric` case.
 *  - duplicate: the engine keys nodes by id in a map (same functions), so of two nodes with one
 *    id only the last is built, and the edges reach that one; ids are documented as unique.
 *  - edge:
 *    - both ends must be node ids, or the build stops with `invalid edge: <source> -> <target>`
 *      (same functions);
 *    - only source, transform and switch nodes may have outgoing edges: the engine appends a
 *      successor to those three types and panics (`panic("unreachable")`) on an edge leaving any
 *      other (same functions); the editor gives only them an output handle;
 *    - a source node has no input: the engine would accept an edge into one, but the editor gives
 *      it no target handle (`web/app/src/components/PipelineNodeSource/component.tsx` at v0.63.0,
 *      `web/app/src/components/editors/pipeline/nodes/source.tsx` at v0.45.8), so such an edge
 *      cannot come from the editor;
 *    - `sourceHandle`: the engine never reads it, and no node component gives its handle an id
 *      (`PipelineNode<Type>/component.tsx` at v0.63.0, `editors/pipeline/nodes/<type>.tsx` at
 *      v0.45.8; edges are made by React Flow's `addEdge` in `PipelineEditorFlow/component.tsx`
 *      and `editors/pipeline/flow-editor.tsx`), so a handle name other than "" cannot come from
 *      the editor either.
 *  - condition: a `switch` node's condition is compiled when the pipeline is built
 *    (`SwitchNode.Init` with `internal/utils/langs/filtering` at v0.63.0, expr-lang;
 *    `filterdsl.Compile` in `Build` at v0.45.8, FlowG's filter language), and one that does not
 *    compile makes every record through the pipeline fail. Syntax only (../expr/parse.ts,
 *    ./filterdsl.ts): an expr condition that parses but does not type-check is not caught.
 *  - unreachable: records enter only at the `direct` and `syslog` entry points, and each is the
 *    last source node of that `data.type` (absent: `direct`), since the engine keeps entry points
 *    in a map by type (same functions; `DIRECT_ENTRYPOINT` and `SYSLOG_ENTRYPOINT` in
 *    `internal/engines/pipelines/messages.go`). A node is reachable when a path of edges leaving
 *    nodes that have an output leads to it from such a source node.
 *
 * Problems come in the order json, schema, node-type, duplicate, edge, condition, unreachable,
 * and within a kind in node and edge order.
 *
 * Not checked: whether the named transformers, forwarders, pipelines and streams exist on the
 * reader's server (`names` lists them for the reader), cycles (a loop of transform or switch
 * nodes that sends a record round for ever), two metric nodes with one name, and anything a
 * condition or transformer does with a record.
 */
import { exprSyntaxError } from "../expr/parse";
import { filterSyntaxError } from "./filterdsl";
import { FLOW_NODE_TYPES, isFlowShaped, NODE_KINDS, readFlow, type FlowGraph } from "./graph";
import { oneOfDiscriminator, resolveRef, validate, type SchemaBundle } from "./json-schema";

export interface FlowRules {
  /** The documented FlowG version the flow is checked for, such as "0.63.0" or "0.45.8". */
  version: string;
  /** That version's flow schema (json-schema.ts `flowSchemaBundle` of its OpenAPI document). */
  schema: SchemaBundle;
  /** The language of that version's switch conditions. */
  conditions: "expr" | "filterdsl";
}

export interface FlowProblem {
  kind: "json" | "schema" | "node-type" | "edge" | "unreachable" | "condition" | "duplicate";
  /** One sentence, naming the node (by id and, where it helps, type) or edge it is about. */
  message: string;
  nodeId?: string;
  edgeId?: string;
  /** 1-based, for "json" problems (where in the pasted text) and "condition" ones (inside the condition). */
  line?: number;
  column?: number;
}

export interface FlowCheck {
  /** The flow as the viewer draws it (graph.ts `readFlow`), or null when it has no flow's shape. */
  graph: FlowGraph | null;
  problems: FlowProblem[];
  /** The names the flow uses, sorted and each once, for the reader to check on their server. */
  names: {
    transformers: string[];
    forwarders: string[];
    pipelines: string[];
    streams: string[];
    metrics: string[];
  };
}

/** Node types some documented versions lack: the first documented version that has them. */
const DOCUMENTED_FROM = new Map([["metric", "0.63.0"]]);

/** The entry point of a source node without `data.type` (the engine's DIRECT_ENTRYPOINT). */
const DEFAULT_SOURCE_TYPE = "direct";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const own = (value: JsonObject, key: string) => Object.prototype.hasOwnProperty.call(value, key);

// ---------------------------------------------------------------------------------------------
// JSON

class JsonFailure {
  constructor(
    readonly message: string,
    /** UTF-16 index in the text. */
    readonly at: number,
  ) {}
}

/** Deeper than this, the reader gives up rather than risk the browser's stack. */
const MAX_DEPTH = 1000;

/** What is at an index of the text, for a message: a word, a character or the end. */
function foundAt(text: string, at: number): string {
  if (at >= text.length) return "the end of the text";
  const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(at, at + 40));
  if (word) return `"${word[0]}"`;
  const code = text.codePointAt(at)!;
  const char = String.fromCodePoint(code);
  if (code < 0x20 || code === 0x7f || code === 0xfeff || /\s/u.test(char))
    return `the character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `"${char}"`;
}

/** Reads one JSON value (RFC 8259) from the whole text; throws JsonFailure at the first fault. */
function readJson(text: string): unknown {
  let i = 0;
  const n = text.length;
  const fail = (message: string, at = i): never => {
    throw new JsonFailure(message, at);
  };
  const skipBlanks = () => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r"))
      i++;
  };

  if (text.charCodeAt(0) === 0xfeff)
    fail("The text starts with a byte order mark (U+FEFF), which JSON does not allow.", 0);
  skipBlanks();
  if (i >= n) fail("The text is empty: paste the JSON of a flow.");

  function valueHint(): string {
    const c = text[i];
    if (c === "'") return "; JSON strings take double quotes";
    if (c === "/") return "; JSON has no comments";
    const word = /^[A-Za-z]+/.exec(text.slice(i, i + 20))?.[0] ?? "";
    if (["true", "false", "null"].includes(word.toLowerCase()))
      return "; JSON writes true, false and null in lower case";
    return "";
  }

  function value(depth: number): unknown {
    skipBlanks();
    if (depth > MAX_DEPTH) fail(`The JSON is nested more than ${MAX_DEPTH} levels deep.`);
    const c = text[i];
    if (c === "{") return object(depth + 1);
    if (c === "[") return array(depth + 1);
    if (c === '"') return string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    for (const [word, result] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (text.startsWith(word, i) && !/[\w$]/.test(text[i + word.length] ?? "")) {
        i += word.length;
        return result;
      }
    }
    return fail(
      `Expected a value (an object, array, string, number, true, false or null), found ${foundAt(text, i)}${valueHint()}.`,
    );
  }

  function object(depth: number): JsonObject {
    const result: JsonObject = {};
    i++;
    skipBlanks();
    if (text[i] === "}") {
      i++;
      return result;
    }
    for (;;) {
      skipBlanks();
      if (text[i] !== '"')
        fail(
          `Expected a property name in double quotes, found ${foundAt(text, i)}${text[i] === "'" ? "; JSON strings take double quotes" : ""}.`,
        );
      const key = string();
      skipBlanks();
      if (text[i] !== ":") fail(`Expected ":" after the property name, found ${foundAt(text, i)}.`);
      i++;
      // defineProperty makes "__proto__" an ordinary key, as JSON.parse does.
      Object.defineProperty(result, key, {
        value: value(depth),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skipBlanks();
      if (text[i] === "}") {
        i++;
        return result;
      }
      if (text[i] !== ",")
        fail(`Expected "," or "}" after a property value, found ${foundAt(text, i)}.`);
      const comma = i++;
      skipBlanks();
      if (text[i] === "}") fail('A comma cannot come last before "}" in JSON: remove it.', comma);
    }
  }

  function array(depth: number): unknown[] {
    const result: unknown[] = [];
    i++;
    skipBlanks();
    if (text[i] === "]") {
      i++;
      return result;
    }
    for (;;) {
      result.push(value(depth));
      skipBlanks();
      if (text[i] === "]") {
        i++;
        return result;
      }
      if (text[i] !== ",")
        fail(`Expected "," or "]" after an array item, found ${foundAt(text, i)}.`);
      const comma = i++;
      skipBlanks();
      if (text[i] === "]") fail('A comma cannot come last before "]" in JSON: remove it.', comma);
    }
  }

  function string(): string {
    const open = i++;
    let result = "";
    for (;;) {
      if (i >= n) fail("This string has no closing double quote.", open);
      const c = text[i]!;
      const code = c.charCodeAt(0);
      if (c === '"') {
        i++;
        return result;
      }
      if (c === "\n" || c === "\r")
        fail("This string has no closing double quote before the end of its line.", open);
      if (code < 0x20)
        fail(
          `A string cannot hold the control character U+${code.toString(16).toUpperCase().padStart(4, "0")} as it is: write it as an escape such as \\t or \\u0009.`,
        );
      if (c !== "\\") {
        result += c;
        i++;
        continue;
      }
      const escape = text[i + 1];
      const simple: Record<string, string> = {
        '"': '"',
        "\\": "\\",
        "/": "/",
        b: "\b",
        f: "\f",
        n: "\n",
        r: "\r",
        t: "\t",
      };
      if (escape !== undefined && own(simple, escape)) {
        result += simple[escape];
        i += 2;
      } else if (escape === "u") {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex))
          fail('"\\u" in a string must be followed by four hexadecimal digits.');
        result += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else {
        fail(
          `Unknown escape "\\${escape ?? ""}" in a string: JSON knows \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\u with four hexadecimal digits.`,
        );
      }
    }
  }

  function number(): number {
    const start = i;
    const digits = () => {
      const from = i;
      while (i < n && text[i]! >= "0" && text[i]! <= "9") i++;
      return i - from;
    };
    if (text[i] === "-") i++;
    if (text[i] === "0") {
      i++;
      if (text[i] !== undefined && text[i]! >= "0" && text[i]! <= "9")
        fail("A JSON number cannot start with 0 followed by more digits.", start);
    } else if (!digits()) fail("A minus sign must be followed by a digit.");
    if (text[i] === ".") {
      i++;
      if (!digits()) fail("A decimal point must be followed by a digit.");
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      if (!digits()) fail("An exponent must have digits.");
    }
    return Number(text.slice(start, i));
  }

  const result = value(0);
  skipBlanks();
  if (i < n)
    fail(
      `Found ${foundAt(text, i)} after the end of the JSON value: a flow is a single JSON object.`,
    );
  return result;
}

/** The 1-based line and column (in characters) of a UTF-16 index. */
function lineColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < at && i < text.length;) {
    const code = text.codePointAt(i)!;
    if (text[i] === "\n") {
      line++;
      column = 1;
    } else column++;
    i += code > 0xffff ? 2 : 1;
  }
  return { line, column };
}

// ---------------------------------------------------------------------------------------------
// Naming nodes, edges and fields

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort();

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The types the version's schema lets a node have: the constants of its node `oneOf`. */
function versionNodeTypes(bundle: SchemaBundle): string[] {
  try {
    const graph = resolveRef(bundle, `#/components/schemas/${bundle.root}`);
    const nodes = isObject(graph.properties) ? graph.properties.nodes : undefined;
    const items = isObject(nodes) ? nodes.items : undefined;
    const node = isObject(items) && own(items, "$ref") ? resolveRef(bundle, items.$ref) : items;
    const branches = isObject(node) && Array.isArray(node.oneOf) ? node.oneOf : [];
    const key = oneOfDiscriminator(bundle, branches);
    if (key?.property === "type")
      return key.values.filter((v): v is string => typeof v === "string");
  } catch {
    // A bundle of another shape: fall back to every type a documented version knows.
  }
  return [...FLOW_NODE_TYPES];
}

interface Item {
  index: number;
  value: JsonObject;
}

/** The id of a node or edge, when it has a non-empty string one. */
const idOf = (item: Item): string | undefined =>
  typeof item.value.id === "string" && item.value.id !== "" ? item.value.id : undefined;

const typeOf = (node: Item): string | undefined =>
  typeof node.value.type === "string" ? node.value.type : undefined;

function nodeName(node: Item, withType = true): string {
  const id = idOf(node);
  const type = typeOf(node);
  const name = id === undefined ? `node #${node.index + 1}` : `node ${JSON.stringify(id)}`;
  return withType && type ? `${name} (${type})` : name;
}

function edgeName(edge: Item): string {
  const id = idOf(edge);
  return id === undefined ? `edge #${edge.index + 1}` : `edge ${JSON.stringify(id)}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A path inside a value as an operator reads it: data.condition, position.x, data["a b"]. */
function fieldText(segments: readonly string[]): string {
  return segments
    .map((segment, i) => {
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return i === 0 ? segment : `.${segment}`;
      if (/^\d+$/.test(segment)) return `[${segment}]`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join("");
}

const unescapePointer = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~");

// ---------------------------------------------------------------------------------------------
// The check

const KIND_ORDER: FlowProblem["kind"][] = [
  "json",
  "schema",
  "node-type",
  "duplicate",
  "edge",
  "condition",
  "unreachable",
];

export function checkFlow(text: string, rules: FlowRules): FlowCheck {
  const names: FlowCheck["names"] = {
    transformers: [],
    forwarders: [],
    pipelines: [],
    streams: [],
    metrics: [],
  };

  let value: unknown;
  try {
    value = readJson(text);
  } catch (error) {
    if (!(error instanceof JsonFailure)) throw error;
    const { line, column } = lineColumn(text, error.at);
    const message = error.message.replace(/\.$/, ` (line ${line}, column ${column}).`);
    return { graph: null, problems: [{ kind: "json", message, line, column }], names };
  }

  const problems: FlowProblem[] = [];
  const graph = readFlow(value);
  const flow = isObject(value) ? value : {};
  const items = (list: unknown): Item[] =>
    Array.isArray(list)
      ? list.flatMap((item, index) => (isObject(item) ? [{ index, value: item }] : []))
      : [];
  const nodes = items(flow.nodes);
  const edges = items(flow.edges);
  const about = (item: Item, key: "nodeId" | "edgeId") => {
    const id = idOf(item);
    return id === undefined ? {} : { [key]: id };
  };

  // Schema
  const schemaErrors = validate(value, rules.schema).map((error) => {
    const segments = error.path.split("/").slice(1).map(unescapePointer);
    const [list, position, ...rest] = segments;
    const index = position !== undefined && /^\d+$/.test(position) ? Number(position) : -1;
    const raw = Array.isArray(flow[list ?? ""]) ? (flow[list!] as unknown[])[index] : undefined;
    const item: Item | null =
      (list === "nodes" || list === "edges") && index >= 0
        ? { index, value: isObject(raw) ? raw : {} }
        : null;
    let subject = "the flow";
    let field = segments;
    let ids = {};
    let group = 0;
    if (item && list === "nodes") {
      subject = nodeName(item);
      ids = about(item, "nodeId");
      field = rest;
      group = 1;
    } else if (item) {
      subject = edgeName(item);
      ids = about(item, "edgeId");
      field = rest;
      group = 2;
    }
    const message = field.length
      ? `${capital(subject)}: ${fieldText(field)} ${error.message}.`
      : `${capital(subject)} ${error.message}.`;
    return { problem: { kind: "schema" as const, message, ...ids }, group, index };
  });
  // Flow-level errors first, then the nodes' and the edges', each in list order (sort is stable).
  schemaErrors.sort((a, b) => a.group - b.group || a.index - b.index);
  problems.push(...schemaErrors.map((e) => e.problem));

  if (!isFlowShaped(value)) return { graph, problems, names };

  // Node types
  const known = versionNodeTypes(rules.schema);
  const version = `FlowG v${rules.version}`;
  const knownText = `${version} knows ${listed(known)}`;
  for (const node of nodes) {
    const type = node.value.type;
    const name = capital(nodeName(node, false));
    let message: string | null = null;
    if (!own(node.value, "type")) message = `${name} has no type; ${knownText}.`;
    else if (typeof type !== "string")
      message = `${name} has a type that is not a string; ${knownText}.`;
    else if (!known.includes(type))
      message = DOCUMENTED_FROM.has(type)
        ? `${name} is a ${type} node, which ${version} does not have: ${type} nodes are documented from v${DOCUMENTED_FROM.get(type)} on.`
        : `${name} has the unknown type ${JSON.stringify(type)}; ${knownText}.`;
    if (message) problems.push({ kind: "node-type", message, ...about(node, "nodeId") });
  }

  // Duplicate ids
  const duplicates = (list: Item[], what: "node" | "edge") => {
    const byId = new Map<string, Item[]>();
    for (const item of list) {
      if (typeof item.value.id !== "string") continue;
      byId.set(item.value.id, [...(byId.get(item.value.id) ?? []), item]);
    }
    for (const [id, group] of byId) {
      if (group.length < 2) continue;
      const where = listed(group.map((item) => `#${item.index + 1}`));
      const consequence =
        what === "node"
          ? "FlowG keeps only the last of them, and the edges reach that one"
          : "edge ids must be unique in a flow";
      problems.push({
        kind: "duplicate",
        message: `${capital(what)} id ${JSON.stringify(id)} is used by ${group.length} ${what}s (${where}); ${consequence}.`,
        ...(what === "node" ? { nodeId: id } : { edgeId: id }),
      });
    }
  };
  duplicates(nodes, "node");
  duplicates(edges, "edge");

  // Edges
  const nodeById = new Map<string, Item>();
  for (const node of nodes)
    if (typeof node.value.id === "string") nodeById.set(node.value.id, node);
  const hasOutput = (node: Item) => {
    const type = typeOf(node);
    return (
      type !== undefined &&
      own(NODE_KINDS, type) &&
      NODE_KINDS[type as keyof typeof NODE_KINDS].output
    );
  };
  const cannotBuild = "so FlowG cannot build the pipeline";
  for (const edge of edges) {
    const { source, target, sourceHandle } = edge.value;
    const edgeLabel = capital(edgeName(edge));
    const ids = about(edge, "edgeId");
    const from = typeof source === "string" ? nodeById.get(source) : undefined;
    const to = typeof target === "string" ? nodeById.get(target) : undefined;
    if (typeof source === "string" && !from)
      problems.push({
        kind: "edge",
        message: `${edgeLabel} starts at ${JSON.stringify(source)}, but no node has that id, ${cannotBuild}.`,
        ...ids,
      });
    if (typeof target === "string" && !to)
      problems.push({
        kind: "edge",
        message: `${edgeLabel} ends at ${JSON.stringify(target)}, but no node has that id, ${cannotBuild}.`,
        ...ids,
      });
    const fromType = from && typeOf(from);
    if (from && fromType && own(NODE_KINDS, fromType) && !hasOutput(from))
      problems.push({
        kind: "edge",
        message: `${edgeLabel} leaves ${nodeName(from)}, which has no output: ${fromType} nodes end a branch, ${cannotBuild}.`,
        ...ids,
      });
    if (to && typeOf(to) === "source")
      problems.push({
        kind: "edge",
        message: `${edgeLabel} ends at source ${nodeName(to, false)}, which has no input, so the editor could not have drawn it.`,
        ...ids,
      });
    if (typeof sourceHandle === "string" && sourceHandle !== "")
      problems.push({
        kind: "edge",
        message: `${edgeLabel} leaves by the handle ${JSON.stringify(sourceHandle)}, but FlowG's nodes have one output without a name, so the editor could not have drawn it (the engine ignores sourceHandle).`,
        ...ids,
      });
  }

  // Conditions
  for (const node of nodes) {
    const data = node.value.data;
    if (typeOf(node) !== "switch" || !isObject(data) || typeof data.condition !== "string")
      continue;
    const error =
      rules.conditions === "expr"
        ? exprSyntaxError(data.condition)
        : filterSyntaxError(data.condition);
    if (!error) continue;
    problems.push({
      kind: "condition",
      message: `The condition of ${nodeName(node, false)} does not parse: ${error.message}.`,
      ...about(node, "nodeId"),
      line: error.line,
      column: error.column,
    });
  }

  // Reachability
  const sources = nodes.filter((node) => typeOf(node) === "source");
  if (sources.length === 0) {
    problems.push({
      kind: "unreachable",
      message: "The flow has no source node, so no record enters it.",
    });
  } else {
    const sourceType = (node: Item) => {
      const data = node.value.data;
      return isObject(data) && typeof data.type === "string" ? data.type : DEFAULT_SOURCE_TYPE;
    };
    const entry = new Map<string, Item>();
    for (const node of sources) entry.set(sourceType(node), node);
    const next = new Map<string, string[]>();
    for (const edge of edges) {
      const { source, target } = edge.value;
      if (typeof source !== "string" || typeof target !== "string") continue;
      const from = nodeById.get(source);
      if (!from || !hasOutput(from) || !nodeById.has(target)) continue;
      next.set(source, [...(next.get(source) ?? []), target]);
    }
    const reached = new Set<string>();
    const pending = [...entry.values()].flatMap((node) =>
      typeof node.value.id === "string" ? [node.value.id] : [],
    );
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id)) continue;
      reached.add(id);
      pending.push(...(next.get(id) ?? []));
    }
    for (const node of nodes) {
      const id = node.value.id;
      if (typeOf(node) === "source") {
        const kept = entry.get(sourceType(node))!;
        if (kept !== node)
          problems.push({
            kind: "unreachable",
            message: `Source ${nodeName(node, false)} gets no records: FlowG feeds only the last source node of type ${sourceType(node)}, ${nodeName(kept, false)}.`,
            ...about(node, "nodeId"),
          });
      } else if (typeof id !== "string" || !reached.has(id)) {
        problems.push({
          kind: "unreachable",
          message: `${capital(nodeName(node))} cannot be reached from a source node, so no record gets to it.`,
          ...about(node, "nodeId"),
        });
      }
    }
  }

  // Names
  const used = (type: keyof typeof NODE_KINDS) =>
    sortedUnique(
      nodes.flatMap((node) => {
        const data = node.value.data;
        const name = isObject(data) ? data[NODE_KINDS[type].dataKey] : undefined;
        return typeOf(node) === type && typeof name === "string" && name !== "" ? [name] : [];
      }),
    );
  names.transformers = used("transform");
  names.forwarders = used("forwarder");
  names.pipelines = used("pipeline");
  names.streams = used("router");
  names.metrics = used("metric");

  problems.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return { graph, problems, names };
}
