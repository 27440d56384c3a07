import { Link, withPrefix } from "gatsby";
import type { ApiOverviewPageContext } from "@shared/api";
import { ApiOperationList } from "../ApiOperationList";
import { ApiScopeTable } from "../ApiScopeTable";
import { CodeBlock } from "../CodeBlock";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";
import { RapiDocConsole } from "../RapiDocConsole";
import { Conventions } from "./Conventions";
import { Errors } from "./Errors";

/** The body of /docs/api: how to call the API, then every operation, then the console. */
export function ApiOverview({ view }: { view: ApiOverviewPageContext }) {
  const base = `${view.serverUrl}${view.prefix}`;
  return (
    <>
      <HtmlContent html={view.html} />
      <p>
        This reference covers FlowG {view.version}. Its OpenAPI 3.1 description can be downloaded as{" "}
        <a href={withPrefix(view.specYaml)}>YAML</a> or <a href={withPrefix(view.specJson)}>JSON</a>
        , and the <a href="#console">interactive console</a> below sends requests to your server.
      </p>

      <Heading level={2} id="base-url">
        Base URL
      </Heading>
      <p>
        Every path starts with <code>{view.prefix}</code> on the server&apos;s HTTP listener. With
        the default settings, the API lives at <code>{base}</code>.
      </p>
      <HtmlContent html={view.serverHtml} />

      <Heading level={2} id="authentication">
        Authentication
      </Heading>
      <p>
        Apart from <Link to="/docs/api/login">login</Link>, every operation needs a bearer token in
        the <code>Authorization</code> header. FlowG accepts two kinds and tells them apart by their
        prefix: a session token (<code>jwt_…</code>), returned by{" "}
        <Link to="/docs/api/login">
          <code>POST {view.prefix}/auth/login</code>
        </Link>{" "}
        and valid for 24 hours, or a personal access token (<code>pat_…</code>), made by{" "}
        <Link to="/docs/api/create-token">
          <code>POST {view.prefix}/token</code>
        </Link>{" "}
        and valid until revoked. Missing, malformed or expired tokens get a <code>401</code>.
      </p>
      {view.schemes.map((scheme) => (
        <section key={scheme.id}>
          <Heading level={3} id={`auth-${scheme.id}`}>
            {scheme.label} {scheme.prefix && <code>{scheme.prefix}…</code>}
          </Heading>
          <HtmlContent html={scheme.html} />
        </section>
      ))}
      <p>
        A first session: sign in with <Link to="/docs/api/login">login</Link>, keep the token, call
        another route with it.
      </p>
      <CodeBlock language="bash" title="First calls" tokens={view.curl.tokens} />

      <Heading level={2} id="permissions">
        Permissions
      </Heading>
      <p>
        Roles grant scopes, and a user holds the scopes of all their roles. Each operation names
        what it needs in the <code>x-flowg-permission</code> extension of the description: one or
        more scopes (all needed), <code>authenticated</code> for any signed-in caller, or{" "}
        <code>none</code>. A caller without the scope gets a <code>403</code>.
      </p>
      <ApiScopeTable rows={view.scopes} />

      <Heading level={2} id="errors">
        Errors
      </Heading>
      <Errors errorBody={view.errorBody} statuses={view.statuses} />

      <Heading level={2} id="conventions">
        Conventions
      </Heading>
      <Conventions successHtml={view.successHtml} specialBodies={view.specialBodies} />

      <Heading level={2} id="operations">
        Operations
      </Heading>
      {view.groups.map((group) => (
        <section key={group.name}>
          <Heading level={3} id={`tag-${group.name}`}>
            {group.label}
          </Heading>
          <HtmlContent html={group.html} />
          <ApiOperationList operations={group.operations} />
        </section>
      ))}

      <Heading level={2} id="console">
        Interactive console
      </Heading>
      <RapiDocConsole specUrl={view.specJson} />

      <Heading level={2} id="other-interfaces">
        Other interfaces
      </Heading>
      <p>
        Two interfaces are not part of this reference. The Elasticsearch-compatible routes under{" "}
        <code>{view.prefix}/middlewares/elastic</code> use HTTP Basic authentication with FlowG
        credentials (see{" "}
        <Link to="/docs/usecases/interoperability/elasticsearch">Elasticsearch</Link>). The
        management listener (port <code>9113</code> by default) serves health checks, metrics and
        cluster traffic.
      </p>
    </>
  );
}
