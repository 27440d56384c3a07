import type { ReactNode } from "react";
import { Link } from "gatsby";
import { overviewMarkersSentence, type OverviewMarkers } from "@shared/overview-markers";
import { ChangeMarker } from "../ChangeMarker";
import type { ApiOverviewPageContext } from "@shared/api";
import type { ApiOverviewSectionKind, PageSection } from "@shared/api-sections";
import { ApiOperationList } from "../ApiOperationList";
import { ApiScopeTable } from "../ApiScopeTable";
import { CodeBlock } from "../CodeBlock";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";
import { PageSections } from "../PageSections";
import { Prose } from "../Prose";
import { RapiDocConsole } from "../RapiDocConsole";
import { Conventions } from "./Conventions";
import { Errors } from "./Errors";

type Renderer = (
  view: ApiOverviewPageContext,
  section: PageSection<ApiOverviewSectionKind>,
) => ReactNode;

/** One renderer per section kind (@shared/api-sections); a kind without one is a compile error. */
const RENDERERS = {
  // The document's server description only repeats the address the prose gives.
  baseUrl: (view) => <Prose nodes={view.prose.baseUrl} />,
  authentication: (view) => (
    <>
      <Prose nodes={view.prose.authentication} />
      {view.schemes.map((scheme) => (
        <section key={scheme.id}>
          <Heading level={3} id={`auth-${scheme.id}`}>
            {scheme.label} {scheme.prefix && <code>{scheme.prefix}…</code>}
          </Heading>
          <HtmlContent html={scheme.html} />
        </section>
      ))}
      <Prose nodes={view.prose.firstSession} />
      <CodeBlock language="bash" title="First calls" tokens={view.curl.tokens} />
    </>
  ),
  permissions: (view) => (
    <>
      <Prose nodes={view.prose.permissions} />
      <ApiScopeTable rows={view.scopes} />
    </>
  ),
  errors: (view) => <Errors errorBody={view.errorBody} statuses={view.statuses} />,
  conventions: (view) => (
    <Conventions successHtml={view.successHtml} specialBodies={view.specialBodies} />
  ),
  // The h3 of each tag comes from the section's children (the table of contents lists them).
  operations: (view, section) => {
    const markers = view.overviewMarkers;
    const mark =
      markers &&
      ((operationId: string) => {
        const marker = markers.operations[operationId];
        return (
          marker && (
            <>
              {" "}
              <ChangeMarker marker={marker} from={markers.from} to={markers.to} />
            </>
          )
        );
      });
    return (
      <>
        {markers && <MarkersSummary markers={markers} />}
        {view.groups.map((group, i) => (
          <section key={group.name}>
            <Heading level={3} id={section.children[i]?.id ?? `tag-${group.name}`}>
              {section.children[i]?.title ?? group.label}
            </Heading>
            <HtmlContent html={group.html} />
            <ApiOperationList operations={group.operations} {...(mark ? { mark } : {})} />
          </section>
        ))}
      </>
    );
  },
  console: (view) => (
    <>
      <Prose nodes={view.prose.console} />
      <RapiDocConsole specUrl={view.specJson} />
    </>
  ),
  otherInterfaces: (view) => <Prose nodes={view.prose.otherInterfaces} />,
} satisfies Record<ApiOverviewSectionKind, Renderer>;

/** The sentence above the lists of a newer version: how many operations are new or changed. */
function MarkersSummary({ markers }: { markers: OverviewMarkers }) {
  return (
    <p>
      {overviewMarkersSentence(markers)}{" "}
      <Link to={markers.changesRoute}>Every API change since {markers.from.label}</Link>.
    </p>
  );
}

/**
 * The body of /docs/api: how to call the API, then every operation, then the console. `sections`
 * comes from apiOverviewSections(view), as does the page's table of contents.
 */
export function ApiOverview({
  view,
  sections,
}: {
  view: ApiOverviewPageContext;
  sections: ReadonlyArray<PageSection<ApiOverviewSectionKind>>;
}) {
  return (
    <>
      <HtmlContent html={view.html} />
      <Prose nodes={view.prose.intro} />
      <PageSections
        sections={sections}
        render={(section) => RENDERERS[section.kind](view, section)}
      />
    </>
  );
}
