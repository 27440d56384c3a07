import type { PageProps } from "gatsby";
import type { CliPageContext } from "@shared/page-context/cli";
import { CliCommandPage } from "../theme/CliCommandPage";

/**
 * A command of flowg-server, flowg-health or flowg-client (src/node/create-pages/cli.ts); the
 * page (src/theme/CliCommandPage) has no query: its model comes as page context.
 */
export default function CliCommandTemplate(props: PageProps<object, CliPageContext>) {
  return <CliCommandPage {...props} />;
}
