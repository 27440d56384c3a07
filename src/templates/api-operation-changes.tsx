import { Link, type PageProps } from "gatsby";
import type { ApiOperationPageContext } from "@shared/api";
import type { ChangeMarkerKind, OperationPageMarkers } from "@shared/version-changes";
import type { OperationMarks } from "../theme/ApiOperation";
import ApiOperationTemplate from "./api-operation";
import { ChangeMarker, ChangeMarkerLine } from "../theme/ChangeMarker";

/**
 * An operation page of the current docs version whose operation is new or changed since the
 * previous version (node/create-pages/api.ts picks this template only then): the plain page
 * with "New since" / "Changed since" markers on the operation, its parameters and its body fields.
 */
export default function ApiOperationChangesTemplate(
  props: PageProps<object, ApiOperationPageContext>,
) {
  const { changeMarkers: markers, changesRoute } = props.pageContext;
  return (
    <ApiOperationTemplate
      {...props}
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
