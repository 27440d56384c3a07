import { Link } from "gatsby";
import type { ApiOperationPageContext } from "@shared/api";
// Kept in this order (method badge, code, tables) in every API component, so the stylesheets of
// shared components come in the same order in all page chunks.
import { ApiEndpoint } from "../ApiEndpoint";
import { ApiBody } from "../ApiBody";
import { ApiParameters } from "../ApiParameters";
import { ApiResponses } from "../ApiResponses";
import { CodeBlock } from "../CodeBlock";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";
import { Authorization } from "./Authorization";
import * as styles from "./styles.module.css";

/** The body of an operation page (/docs/api/<slug>); the docs layout is around it. */
export function ApiOperation({ op }: { op: ApiOperationPageContext }) {
  return (
    <>
      <ApiEndpoint method={op.method} path={op.apiPath} />
      <HtmlContent html={op.html} />

      <Heading level={2} id="authorization">
        Authorization
      </Heading>
      <Authorization security={op.security} permission={op.permission} />

      {op.parameters.length > 0 && (
        <>
          <Heading level={2} id="parameters">
            Parameters
          </Heading>
          <ApiParameters parameters={op.parameters} />
        </>
      )}

      {op.requestBody && (
        <>
          <Heading level={2} id="request-body">
            Request body
          </Heading>
          <p className={styles.muted}>{op.requestBody.required ? "Required." : "Optional."}</p>
          <HtmlContent html={op.requestBody.html} />
          <ApiBody contents={op.requestBody.contents} caption="Fields of the request body" />
        </>
      )}

      <Heading level={2} id="responses">
        Responses
      </Heading>
      <ApiResponses responses={op.responses} />

      <Heading level={2} id="example">
        Example request
      </Heading>
      <p>
        The token is read from the <code>FLOWG_API_TOKEN</code> environment variable; replace the
        address with your server&apos;s (see <Link to="/docs/api#base-url">Base URL</Link>).
      </p>
      <CodeBlock language="bash" title={op.curl.title ?? "curl"} tokens={op.curl.tokens} />

      {op.cli.length > 0 && (
        <>
          <Heading level={2} id="command-line">
            Command line
          </Heading>
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
      )}

      {op.guides.length > 0 && (
        <>
          <Heading level={2} id="guides">
            Used in the guides
          </Heading>
          <ul>
            {op.guides.map((guide) => (
              <li key={guide.href}>
                <Link to={guide.href}>{guide.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
