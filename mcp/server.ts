import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { closest, ToolError, type DocsVersion, type OpenApiDocument, type Site } from "./site";

/**
 * The MCP server of a built docs site: tools that search it, read its pages as Markdown and look
 * up API operations and CLI commands, for a coding assistant running beside an operator's FlowG,
 * with no network. Each answer names the canonical URL of what it returns; a request it cannot
 * answer (unknown page, version, operation or command) is an error result that says why and what
 * exists.
 */
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const BINARIES = ["flowg-client", "flowg-server", "flowg-health"];

const versionInput = z
  .string()
  .optional()
  .describe("Docs version such as 0.45.8; the current version when left out");

export function createDocsServer(site: Site): McpServer {
  const server = new McpServer({ name: "flowg-docs", version: site.versions[0]!.name });
  const canonical = (route: string) => `${site.url}${route}`;

  const tool = <Shape extends z.ZodRawShape>(
    name: string,
    description: string,
    input: Shape,
    answer: (args: z.infer<z.ZodObject<Shape>>) => string,
  ) =>
    server.registerTool(name, { description, inputSchema: input }, ((args: never) => {
      try {
        return { content: [{ type: "text", text: answer(args) }] };
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        return { content: [{ type: "text", text: error.message }], isError: true };
      }
    }) as never);

  tool(
    "search_docs",
    "Search the FlowG documentation (guides, reference, CLI and API pages, blog) with the site's own index and ranking, which forgives typos. Returns the best matches with their URL and a snippet.",
    {
      query: z.string().min(1).describe("Words to look for, as typed in the site's search"),
      version: versionInput,
      limit: z.number().int().min(1).max(20).optional().describe("At most this many results (8)"),
    },
    ({ query, version, limit }) => {
      const docs = site.version(version);
      const answer = site.search(docs).search(query, { limit: limit ?? 8 });
      const lines = answer.hits.map(({ record }, i) => {
        const title = record.section ? `${record.page}: ${record.section}` : record.page;
        return `${i + 1}. ${title}\n   ${canonical(record.url)}\n   ${record.text}`;
      });
      const heading = `Search of the FlowG v${docs.name} docs for "${answer.corrected ?? query}"`;
      if (!lines.length) {
        const instead = answer.suggestions.length
          ? ` Try: ${answer.suggestions.map((s) => `"${s}"`).join(", ")}.`
          : "";
        return `${heading}: no results.${instead}`;
      }
      const corrected = answer.corrected ? ` (corrected from "${query}")` : "";
      return `${heading}${corrected}:\n\n${lines.join("\n\n")}`;
    },
  );

  tool(
    "read_page",
    "Read a page of the FlowG documentation as Markdown, by its URL or path (/docs/guides/streams). A path without a version is read in the version given, else the current one.",
    {
      page: z.string().min(1).describe("The page's URL or path, such as /docs/setup/installation"),
      version: versionInput,
    },
    ({ page, version }) => {
      const docs = site.version(version);
      const route = pageRoute(site, page, docs);
      const markdown = site.markdown(route);
      if (markdown === null)
        throw new ToolError(
          `No page at ${canonical(route)} in the v${docs.name} docs. search_docs finds pages by their words; llms.txt lists them all.`,
        );
      return `Canonical URL: ${canonical(route)}\n\n${markdown}`;
    },
  );

  tool(
    "list_versions",
    "List the FlowG versions this documentation covers, the current one first, with the URL of each version's docs.",
    {},
    () =>
      site.versions
        .map((v) => `v${v.name} (${v.current ? "current" : "archived"}): ${canonical(v.docsRoute)}`)
        .join("\n"),
  );

  tool(
    "get_api_operation",
    "Get an operation of FlowG's HTTP API: method, path, permission, parameters, request and response schemas, and a curl example. Name it by operationId (list_streams), page name (list-streams) or method and path (GET /api/v1/streams).",
    { operation: z.string().min(1), version: versionInput },
    ({ operation, version }) => {
      const docs = site.version(version);
      const document = site.openapi(docs);
      const found = findOperation(document, operation);
      if (!found) {
        const ids = allOperations(document).map((o) => o.operation.operationId ?? "");
        throw new ToolError(
          `No operation "${operation}" in FlowG v${docs.name}'s API. Closest: ${closest(operation, ids).join(", ")}.`,
        );
      }
      const { method, path: apiPath, operation: op, parameters } = found;
      const slug = (op.operationId ?? "").replace(/_/g, "-");
      const route = `${docs.docsRoute}/api/${slug}`;
      const page = site.markdown(route) ?? "";
      const curl = /```bash\n(curl[\s\S]*?)```/.exec(page)?.[1]?.trim();
      const resolved = (value: unknown) => JSON.stringify(resolveRefs(document, value), null, 2);
      return [
        `${method.toUpperCase()} ${apiPath} (${op.operationId}), FlowG v${docs.name}`,
        `Canonical URL: ${canonical(route)}`,
        op.summary ? `Summary: ${op.summary}` : "",
        op.description ? `\n${op.description.trim()}` : "",
        op["x-flowg-permission"] ? `\nPermission: ${JSON.stringify(op["x-flowg-permission"])}` : "",
        `\nParameters:\n${resolved(parameters)}`,
        op.requestBody ? `\nRequest body:\n${resolved(op.requestBody)}` : "",
        `\nResponses:\n${resolved(op.responses ?? {})}`,
        curl ? `\nExample:\n\`\`\`bash\n${curl}\n\`\`\`` : "",
      ]
        .filter(Boolean)
        .join("\n");
    },
  );

  tool(
    "get_cli_command",
    "Get a command of FlowG's command-line tools (flowg-client, flowg-server, flowg-health) as Markdown: usage, flags, environment variables and examples. Name it as typed (flowg-client stream purge, or stream purge).",
    { command: z.string().min(1), version: versionInput },
    ({ command, version }) => {
      const docs = site.version(version);
      const words = command.trim().split(/\s+/);
      if (!BINARIES.includes(words[0]!)) words.unshift("flowg-client");
      const [binary, ...rest] = words;
      const route = rest.length
        ? `${docs.docsRoute}/cli/${binary}/${[binary, ...rest].join("_")}`
        : `${docs.docsRoute}/cli/${binary}`;
      const markdown = site.markdown(route);
      if (markdown === null) {
        const known = [
          ...BINARIES,
          ...site
            .routesUnder(`${docs.docsRoute}/cli`)
            .map((r) => r.split("/").at(-1)!.split("_").join(" ")),
        ];
        throw new ToolError(
          `No command "${words.join(" ")}" in FlowG v${docs.name}. Closest: ${closest(words.join(" "), [...new Set(known)]).join(", ")}.`,
        );
      }
      return `Canonical URL: ${canonical(route)}\n\n${markdown}`;
    },
  );

  return server;
}

/**
 * The route (no base path) a page reference names: a full URL, a path with or without the base
 * path, with or without .md, an anchor or a trailing slash. A docs path without a version is read
 * in `docs`' version.
 */
function pageRoute(site: Site, page: string, docs: DocsVersion): string {
  let route = page.trim();
  if (/^https?:\/\//.test(route)) {
    const url = new URL(route);
    if (!`${url.origin}${url.pathname}`.startsWith(site.url))
      throw new ToolError(`${page} is not a page of ${site.url}.`);
    route = url.pathname;
  }
  route = route
    .replace(/[#?].*$/, "")
    .replace(/\.md$/, "")
    .replace(/\/+$/, "");
  if (!route.startsWith("/")) route = `/${route}`;
  if (route === site.base || route.startsWith(`${site.base}/`))
    route = route.slice(site.base.length);
  const versioned = site.versions.some((v) => !v.current && route.startsWith(`/docs/${v.name}`));
  if (!docs.current && !versioned && (route === "/docs" || route.startsWith("/docs/")))
    route = `${docs.docsRoute}${route.slice("/docs".length)}`;
  return route || "/";
}

/** Every operation, with the parameters its path declares for all of its methods. */
function allOperations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([apiPath, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method,
        path: apiPath,
        operation,
        parameters: [
          ...((item as { parameters?: unknown[] }).parameters ?? []),
          ...(operation.parameters ?? []),
        ],
      })),
  );
}

function findOperation(document: OpenApiDocument, name: string) {
  const typed = name.trim();
  const byPath = /^([A-Za-z]+)\s+(\/\S*)$/.exec(typed);
  return allOperations(document).find(({ method, path: apiPath, operation }) =>
    byPath
      ? method === byPath[1]!.toLowerCase() && apiPath === byPath[2]
      : operation.operationId === typed || operation.operationId === typed.replace(/-/g, "_"),
  );
}

/** `value` with each `#/components/...` reference replaced by what it names (cycles kept). */
function resolveRefs(document: OpenApiDocument, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, seen));
  if (value === null || typeof value !== "object") return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === "string" && ref.startsWith("#/")) {
    if (seen.includes(ref)) return { $ref: ref };
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        document,
      );
    return resolveRefs(document, target, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveRefs(document, item, seen)]),
  );
}
