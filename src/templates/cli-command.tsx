import { archivedVersionLabel, versionedTitle } from "../theme-common/archivedVersion";
import config from "@site-config";
import { graphql, type PageProps } from "gatsby";
import type { CliPageContext } from "@shared/page-context/cli";
// DocPage first: the CSS of shared components then comes in the same order as on doc pages
// (mini-css-extract-plugin warns about conflicting orders otherwise).
import { DocPage } from "../theme/DocPage";
import { CliPage } from "../theme/CliPage";
import { cliSections, cliToc } from "../theme/CliPage/sections";
import { Seo } from "../theme/Seo";
import { breadcrumbList } from "../theme-common/jsonLd";
import { markdownCopyHref } from "@shared/markdown-copy";
import type { CommandMarks } from "../theme/CliPage";

/**
 * A command of flowg-server, flowg-health or flowg-client (src/node/create-pages/cli.ts);
 * cli-command-changes.tsx renders it with `marks` on a newer docs version's changed commands.
 */
export default function CliCommandTemplate({
  data,
  pageContext,
  location,
  marks,
}: PageProps<Queries.CliCommandPageQuery, CliPageContext> & { marks?: CommandMarks }) {
  const command = data.cliCommand;
  if (!command) throw new Error(`No CLI command for id ${pageContext.id}`);
  const sections = cliSections(command);
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, command.route)}
        title={versionedTitle(command.title, pageContext.docsVersion)}
        noIndex={archivedVersionLabel(pageContext.docsVersion) !== null}
        description={command.purpose}
        pathname={command.route}
        keywords={[command.binary, "FlowG", "command line", "CLI"]}
        jsonLd={[breadcrumbList(pageContext.breadcrumbs, command.title, command.route)]}
      />
      <DocPage
        markdownHref={markdownCopyHref(config.basePath, command.route)}
        title={command.title}
        hideTitle={false}
        toc={cliToc(sections)}
        pathname={location.pathname}
        context={pageContext}
        sourcePath={command.sourcePath}
      >
        <CliPage
          command={command}
          path={command.path}
          sections={sections}
          operations={data.allApiOperation.nodes}
          marks={marks}
        />
      </DocPage>
    </>
  );
}

export const query = graphql`
  query CliCommandPage($id: String!, $operationIds: [String!]!) {
    cliCommand(id: { eq: $id }) {
      ...CliCommandPageFields
    }
    allApiOperation(filter: { operationId: { in: $operationIds } }) {
      nodes {
        ...CliCalledOperationFields
      }
    }
  }
`;
