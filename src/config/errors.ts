import type { z } from "zod";

/**
 * Turns a zod error into one message a reader can act on: the file, then one line per problem
 * with the path inside the file (`navbar.items[2].type`) and what was expected.
 * Every data file of the site (config, front matter, sidebars, CLI data) reports through here,
 * so build errors read the same everywhere. The wording is pinned by tests.
 */
export function formatIssues(file: string, what: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  - ${formatPath(issue.path)}: ${describe(issue)}`);
  return `${file}: invalid ${what}\n${lines.join("\n")}`;
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return "(root)";
  return path
    .map((part, i) => {
      if (typeof part === "number") return `[${part}]`;
      const key = String(part);
      const plain = /^[A-Za-z_$][\w$-]*$/.test(key);
      if (!plain) return `[${JSON.stringify(key)}]`;
      return i === 0 ? key : `.${key}`;
    })
    .join("");
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "invalid_type":
      return `expected ${issue.expected}, received ${receivedType(issue.input)}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(" | ")}, received ${JSON.stringify(issue.input)}`;
    case "invalid_union": {
      // A discriminated union whose discriminator matched no option: name the options.
      if ("options" in issue && issue.options && issue.discriminator) {
        const input = issue.input as Record<string, unknown> | undefined;
        const options = issue.options.map((v) => JSON.stringify(v)).join(" | ");
        return `expected one of ${options}, received ${JSON.stringify(input?.[issue.discriminator])}`;
      }
      return issue.message;
    }
    default:
      return issue.message;
  }
}

function receivedType(input: unknown): string {
  if (input === undefined) return "nothing (the key is missing)";
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  return `${typeof input} ${JSON.stringify(input)}`;
}

/** A build error whose message is meant to be shown as is, without a stack trace. */
export class ContentError extends Error {
  override name = "ContentError";
}
