import { Link, type PageProps } from "gatsby";
import type { CliPageContext } from "@shared/page-context/cli";
import type { ChangeMarkerKind, CommandPageMarkers } from "@shared/version-changes";
import type { CommandMarks } from "../theme/CliPage";
import { ChangeMarker, ChangeMarkerLine } from "../theme/ChangeMarker";
import CliCommandTemplate from "./cli-command";

/**
 * A command page of the current docs version where something changed since the previous version
 * (node/create-pages/cli.ts picks this template only then): the plain page with "New since" /
 * "Changed since" markers on the command, its flags and the environment variables it lists.
 */
export default function CliCommandChangesTemplate(props: PageProps<object, CliPageContext>) {
  const { commandMarkers: markers, changesRoute } = props.pageContext;
  return (
    <CliCommandTemplate
      {...props}
      {...(markers ? { marks: commandMarks(markers, changesRoute) } : {})}
    />
  );
}

function commandMarks(markers: CommandPageMarkers, changesRoute?: string): CommandMarks {
  // Everything on a new command's page is new: its own marker says so, once.
  const badge = (marker: ChangeMarkerKind | undefined) =>
    marker &&
    markers.marker !== "new" && (
      <>
        {" "}
        <ChangeMarker marker={marker} from={markers.from} to={markers.to} />
      </>
    );
  return {
    command: markers.marker && (
      <ChangeMarkerLine marker={markers.marker} from={markers.from} to={markers.to}>
        {changesRoute && (
          <Link to={changesRoute}>Every command-line change since {markers.from.label}</Link>
        )}
      </ChangeMarkerLine>
    ),
    // A flag that did not change may read a variable that is new: the variable's marker then.
    flag: (name, env) => badge(markers.flagMarkers[name] ?? (env ? markers.env[env] : undefined)),
    variable: (name) => badge(markers.env[name]),
  };
}
