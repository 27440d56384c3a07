/**
 * Sentences of the API operation pages that are not in the OpenAPI document, written once as
 * prose trees (@shared/prose): the page renders them with src/theme/Prose and the Markdown copy
 * (node/markdown-export/api.ts) converts the same trees, so both say the same thing. Text is
 * split where the page's JSX split it, so the server-rendered HTML keeps its text boundaries.
 */
import type { PermissionView, SecuritySchemeView } from "./api";
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
