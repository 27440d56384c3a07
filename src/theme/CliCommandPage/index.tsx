import { archivedVersionLabel, versionedTitle } from "../../theme-common/archivedVersion";
import config from "@site-config";
import type { PageProps } from "gatsby";
import type { CliPageContext } from "@shared/page-context/cli";
// DocPage first: the CSS of shared components then comes in the same order as on doc pages
// (mini-css-extract-plugin warns about conflicting orders otherwise).
import { DocPage } from "../DocPage";
import { CliPage } from "../CliPage";
import { cliSections, cliToc } from "../CliPage/sections";
import { Seo } from "../Seo";
import { breadcrumbList } from "../../theme-common/jsonLd";
import { markdownCopyHref } from "@shared/markdown-copy";
import type { CommandMarks } from "../CliPage";

/**
 * A command page of flowg-server, flowg-health or flowg-client (src/node/create-pages/cli.ts),
 * shared by its two templates: cli-command.tsx, and cli-command-changes.tsx, which passes `marks`
 * on a newer docs version's changed commands. Both query the same fields (cli-fragments.ts).
 */
export function CliCommandPage({
  data,
  pageContext,
  location,
  marks,
}: Pick<
  PageProps<Queries.CliCommandPageQuery, CliPageContext>,
  "data" | "pageContext" | "location"
> & {
  marks?: CommandMarks | undefined;
}) {
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
