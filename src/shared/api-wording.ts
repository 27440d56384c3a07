/**
 * Sentences of the API operation pages that are not in the OpenAPI document, written once as
 * prose trees (@shared/prose): the page renders them with src/theme/Prose and the Markdown copy
 * (node/markdown-export/api.ts) converts the same trees, so both say the same thing. Text is
 * split where the page's JSX split it, so the server-rendered HTML keeps its text boundaries.
 */
import type { BodyKind, PermissionView, SecuritySchemeView } from "./api";
import type { Prose, ProseNode } from "./prose";

const code = (...children: string[]): ProseNode => ({ tag: "code", children });
const span = (...children: ProseNode[]): ProseNode => ({ tag: "span", children });
const link = (href: string, ...children: ProseNode[]): ProseNode => ({ tag: "a", href, children });
const paragraph = (...children: ProseNode[]): ProseNode => ({ tag: "p", children });

/** Which token an operation takes and which scope its caller needs (section "Authorization"). */
export function authorizationProse(
  security: ReadonlyArray<Pick<SecuritySchemeView<unknown>, "label" | "prefix">>,
  permission: PermissionView,
): Prose {
  if (security.length === 0 || permission.kind === "none") {
    return [paragraph("No token is needed for this operation.")];
  }
  const tokens = paragraph(
    "Send a bearer token in the ",
    code("Authorization"),
    " header:",
    " ",
    ...security.map((scheme, i) =>
      span(
        ...(i > 0 ? [i === security.length - 1 ? " or " : ", "] : []),
        "a ",
        scheme.label.toLowerCase(),
        ...(scheme.prefix ? [" ", "(", code(scheme.prefix, "…"), ")"] : []),
      ),
    ),
    ". See ",
    link("/docs/api#authentication", "Authentication"),
    ".",
  );
  if (permission.kind === "authenticated") {
    return [tokens, paragraph("Any signed-in user may call it: no scope is needed.")];
  }
  const scopes = paragraph(
    permission.scopes.length > 1 ? "Required scopes (all of them): " : "Required scope: ",
    ...permission.scopes.map((scope, i) =>
      span(
        ...(i > 0 ? [", "] : []),
        code(scope.name),
        ...(scope.impliedBy ? [" ", "(or ", code(scope.impliedBy), ")"] : []),
      ),
    ),
    ". See ",
    link("/docs/api#permissions", "Permissions"),
    ".",
  );
  return [tokens, scopes];
}

/** The first line of the "Request body" section. */
export function requestBodyRequirement(required: boolean): string {
  return required ? "Required." : "Optional.";
}

const item = (...children: ProseNode[]): ProseNode => ({ tag: "li", children });

/** The overview's conventions of every operation (section "Conventions"), before the formats. */
export const CONVENTIONS_PROSE: Prose = [
  {
    tag: "ul",
    children: [
      item(
        "Requests and answers are JSON (",
        code("application/json"),
        ") unless an operation says otherwise.",
      ),
      item(
        "Every JSON answer to a successful call has a boolean ",
        code("success"),
        " field beside its other fields.",
      ),
      item(
        "A body or parameter that does not decode or fails the schema is refused with ",
        code("400"),
        " once the token has been accepted, before the scope check and before the operation does anything.",
      ),
      item(
        "Deleting something that does not exist is not an error: delete operations answer ",
        code("200"),
        " either way.",
      ),
    ],
  },
];

/** The sentence above the operations whose bodies are not JSON, grouped by format. */
export const SPECIAL_BODIES_INTRO = "These operations send or return something other than JSON:";

/** The title of each group of operations whose bodies are in another format than JSON. */
export const BODY_KIND_TITLES = {
  json: "JSON",
  text: "Plain text (log lines sent in, one record per line, or Prometheus metrics returned)",
  multipart: "Multipart form uploads",
  binary: "Binary file downloads",
  "event-stream": "Server-sent events (a live feed that stays open)",
  other: "Other formats",
} as const satisfies Record<BodyKind, string>;

/** The overview's sentences around the error body (section "Errors"). */
export function errorBodyProse(name: string | null): { before: Prose; statuses: Prose } {
  return {
    before: [
      paragraph(
        "A failed call answers with an HTTP error status and an ",
        code(name ?? "error"),
        " object:",
      ),
    ],
    statuses: [
      paragraph(
        "The ",
        code("status"),
        " field names the HTTP status. These are the codes the operations declare:",
      ),
    ],
  };
}
