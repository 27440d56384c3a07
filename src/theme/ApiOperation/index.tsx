import { Link } from "gatsby";
import type { ReactNode } from "react";
import type { ApiOperationPageContext } from "@shared/api";
import type { ApiOperationSectionKind, PageSection } from "@shared/api-sections";
import { requestBodyRequirement } from "@shared/api-wording";
// Kept in this order (method badge, code, tables) in every API component, so the stylesheets of
// shared components come in the same order in all page chunks.
import { ApiEndpoint } from "../ApiEndpoint";
import { ApiBody } from "../ApiBody";
import { ApiParameters } from "../ApiParameters";
import { ApiResponses } from "../ApiResponses";
import { CodeBlock } from "../CodeBlock";
import { HtmlContent } from "../HtmlContent";
import { PageSections } from "../PageSections";
import { Authorization } from "./Authorization";
import * as styles from "./styles.module.css";

/**
 * What a page of a newer docs version shows beside what changed since the previous one: a line
 * under the endpoint for the operation itself, and markers after parameter and field names.
 */
export interface OperationMarks {
  operation: ReactNode;
  parameter: (name: string) => ReactNode;
  requestField: (path: string) => ReactNode;
  responseField: (path: string) => ReactNode;
}

type Renderer = (op: ApiOperationPageContext, marks: OperationMarks | undefined) => ReactNode;

/** One renderer per section kind (@shared/api-sections); a kind without one is a compile error. */
const RENDERERS = {
  authorization: (op) => <Authorization security={op.security} permission={op.permission} />,
  parameters: (op, marks) => <ApiParameters parameters={op.parameters} mark={marks?.parameter} />,
  requestBody: (op, marks) =>
    op.requestBody && (
      <>
        <p className={styles.muted}>{requestBodyRequirement(op.requestBody.required)}</p>
        <HtmlContent html={op.requestBody.html} />
        <ApiBody
          contents={op.requestBody.contents}
          caption="Fields of the request body"
          mark={marks?.requestField}
        />
      </>
    ),
  responses: (op, marks) => <ApiResponses responses={op.responses} mark={marks?.responseField} />,
  example: (op) => (
    <>
      <p>
        The token is read from the <code>FLOWG_API_TOKEN</code> environment variable; replace the
        address with your server&apos;s (see <Link to="/docs/api#base-url">Base URL</Link>).
      </p>
      <CodeBlock language="bash" title={op.curl.title ?? "curl"} tokens={op.curl.tokens} />
    </>
  ),
  commandLine: (op) => (
    <>
      <p>
        These <code>flowg-client</code> commands call this operation:
      </p>
      <ul>
        {op.cli.map((command) => (
          <li key={command.href}>
            <Link to={command.href}>
              <code>{command.label}</code>
            </Link>
          </li>
        ))}
      </ul>
    </>
  ),
  guides: (op) => (
    <ul>
      {op.guides.map((guide) => (
        <li key={guide.href}>
          <Link to={guide.href}>{guide.label}</Link>
        </li>
      ))}
    </ul>
  ),
} satisfies Record<ApiOperationSectionKind, Renderer>;

/**
 * The body of an operation page (/docs/api/<slug>); the docs layout is around it. `sections`
 * comes from apiOperationSections(op), as does the page's table of contents.
 */
export function ApiOperation({
  op,
  sections,
  marks,
}: {
  op: ApiOperationPageContext;
  sections: ReadonlyArray<PageSection<ApiOperationSectionKind>>;
  marks?: OperationMarks | undefined;
}) {
  return (
    <>
      <ApiEndpoint method={op.method} path={op.apiPath} />
      {marks?.operation}
      <HtmlContent html={op.html} />
      <PageSections sections={sections} render={(section) => RENDERERS[section.kind](op, marks)} />
    </>
  );
}
