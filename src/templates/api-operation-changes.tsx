import { Link, graphql, type PageProps } from "gatsby";
import type { ApiOperationPageContext } from "@shared/api";
import type { ChangeMarkerKind, OperationPageMarkers } from "@shared/version-changes";
import type { OperationMarks } from "../theme/ApiOperation";
import { ApiOperationPage } from "../theme/ApiOperationPage";
import { ChangeMarker, ChangeMarkerLine } from "../theme/ChangeMarker";

/**
 * An operation page of the current docs version whose operation is new or changed since the
 * previous version (src/node/create-pages/api.ts picks this template only then): the plain page
 * with "New in" / "Changed in" markers on the operation, its parameters and its body fields.
 */
export default function ApiOperationChangesTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.ApiOperationChangesPageQuery, ApiOperationPageContext>) {
  const op = data.apiOperation;
  if (!op) throw new Error(`No API operation for id ${pageContext.id}`);
  const { changeMarkers: markers, changesRoute } = pageContext;
  return (
    <ApiOperationPage
      op={op}
      pageContext={pageContext}
      pathname={location.pathname}
      {...(markers ? { marks: operationMarks(markers, changesRoute) } : {})}
    />
  );
}

function operationMarks(markers: OperationPageMarkers, changesRoute?: string): OperationMarks {
  const badge = (marker: ChangeMarkerKind | undefined) =>
    marker && (
      <>
        {" "}
        <ChangeMarker marker={marker} from={markers.from} to={markers.to} />
      </>
    );
  return {
    operation: (
      <ChangeMarkerLine marker={markers.marker} from={markers.from} to={markers.to}>
        {changesRoute && <Link to={changesRoute}>Every API change since {markers.from.label}</Link>}
      </ChangeMarkerLine>
    ),
    parameter: (name) => badge(markers.parameters[name]),
    requestField: (path) => badge(markers.request[path]),
    responseField: (path) => badge(markers.response[path]),
  };
}

export const query = graphql`
  query ApiOperationChangesPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      operationId
      method
      path
      summary
      tag
    }
  }
`;
