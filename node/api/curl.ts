/**
 * An operation as a curl command a reader can paste into a shell. Pure.
 * The token comes from `$FLOWG_API_TOKEN` (the variable flowg-client reads too), so no secret
 * ends up in shell history, and every body kind is sent the way the server expects it.
 */

export interface CurlParameter {
  name: string;
  in: string;
  required: boolean;
  /** Example value from the document, if any. */
  example?: unknown;
}

export interface CurlInput {
  method: string;
  /** Path template: /api/v1/streams/{stream}/logs. */
  path: string;
  serverUrl: string;
  /** False for routes that need no token (login). */
  authenticated: boolean;
  parameters: CurlParameter[];
  /** The request body, if any: media type, example, and the form fields of a multipart body. */
  body: { mediaType: string; example?: unknown; fields?: string[] } | null;
  /** Media type of the success response, for downloads and event streams. */
  responseMediaType: string | null;
}

export const TOKEN_VARIABLE = "FLOWG_API_TOKEN";

/** Single-quoted for the shell: nothing inside is expanded. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Double quotes for plain values (easier to edit), single quotes when the shell would interfere. */
function quote(value: string): string {
  return /["$`\\!]/.test(value) ? shellQuote(value) : `"${value}"`;
}

function exampleText(value: unknown, name: string): string {
  if (value === undefined || value === null) return `<${name}>`;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The last path segment, for file names: /api/v1/backup/auth -> auth. */
function lastSegment(path: string): string {
  return path.split("/").filter(Boolean).pop() ?? "file";
}

export function curlCommand(input: CurlInput): string {
  const url =
    input.serverUrl.replace(/\/$/, "") +
    input.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const param = input.parameters.find((p) => p.in === "path" && p.name === name);
      return encodeURIComponent(exampleText(param?.example, name));
    });
  const query = input.parameters.filter(
    (p) => p.in === "query" && (p.required || p.example !== undefined),
  );
  const head: string[] = ["curl"];
  if (input.responseMediaType === "text/event-stream") head.push("--no-buffer");
  if (query.length) head.push("--get");
  else if (input.method !== "GET") head.push("-X", input.method);
  head.push(quote(url));

  const lines: string[] = [head.join(" ")];
  if (input.authenticated) lines.push(`-H "Authorization: Bearer $${TOKEN_VARIABLE}"`);
  if (input.responseMediaType === "text/event-stream") lines.push(`-H "Accept: text/event-stream"`);
  for (const p of query) {
    lines.push(`--data-urlencode ${quote(`${p.name}=${exampleText(p.example, p.name)}`)}`);
  }
  lines.push(...bodyLines(input));
  if (input.responseMediaType === "application/octet-stream") {
    // --fail keeps an error body from being saved as if it were the file.
    lines.push(`--fail --output ${lastSegment(input.path)}.db`);
  }
  return lines.join(" \\\n  ");
}

function bodyLines({ body, path }: CurlInput): string[] {
  if (!body) return [];
  const type = body.mediaType;
  if (type.startsWith("multipart/form-data")) {
    // "@" makes curl send the file's contents, not its name.
    return (body.fields?.length ? body.fields : ["file"]).map(
      (field) => `--form ${quote(`${field}=@${lastSegment(path)}.db`)}`,
    );
  }
  if (type.startsWith("text/")) {
    return [`-H "Content-Type: ${type}"`, `--data-binary @app.log`];
  }
  if (type === "application/json" || type.endsWith("+json")) {
    const json = JSON.stringify(body.example ?? {}, null, 2);
    const compact = JSON.stringify(body.example ?? {});
    return [
      `-H "Content-Type: ${type}"`,
      `-d ${shellQuote(compact.length <= 60 ? compact : json)}`,
    ];
  }
  return [`-H "Content-Type: ${type}"`, `--data-binary @body.bin`];
}
