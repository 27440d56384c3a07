import { archivedVersionLabel, versionedTitle } from "../theme-common/archivedVersion";
import config from "@site-config";
import type { PageProps } from "gatsby";
import type { CliPageContext } from "@shared/page-context/cli";
// DocPage first: the CSS of shared components then comes in the same order as on doc pages
// (mini-css-extract-plugin warns about conflicting orders otherwise).
import { DocPage } from "../theme/DocPage";
import { CliPage } from "../theme/CliPage";
import { cliToc } from "@shared/cli-sections";
import { cliCommandSections } from "@shared/cli-model";
import { Seo } from "../theme/Seo";
import { breadcrumbList } from "../theme-common/jsonLd";
import { markdownCopyHref } from "@shared/markdown-copy";
import type { CommandMarks } from "../theme/CliPage";

/**
 * A command of flowg-server, flowg-health or flowg-client (node/create-pages/cli.ts). The
 * page has no query: its model comes as page context (`command`, HTML only); its sections and
 * table of contents come from cliCommandSections(), the function that gave the model the section
 * list the Markdown copy writes. cli-command-changes.tsx renders it with `marks` on a newer docs
 * version's changed commands.
 */
export default function CliCommandTemplate({
  pageContext,
  location,
  marks,
}: PageProps<object, CliPageContext> & { marks?: CommandMarks | undefined }) {
  const { command } = pageContext;
  const sections = cliCommandSections(command);
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
        <CliPage command={command} sections={sections} marks={marks} />
      </DocPage>
    </>
  );
}
