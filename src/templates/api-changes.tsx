import config from "@site-config";
import type { PageProps } from "gatsby";
// The docs layout first: its styles then come first in every page chunk (same CSS order).
import { DocPage } from "../theme/DocPage";
import type { ApiChangesPageContext } from "@shared/api";
import { markdownCopyHref } from "@shared/markdown-copy";
import { tocFromHeadings } from "@shared/toc";
import { Seo } from "../theme/Seo";
import { VersionChanges } from "../theme/VersionChanges";

/**
 * /docs/api/changes: what changed in the API, the command line and the environment variables
 * since the previous docs version, computed from both versions' data at build time
 * (node/versions/changes.ts). Only the current version has it, when an archived one exists.
 */
export default function ApiChangesTemplate({
  pageContext,
  location,
}: PageProps<object, ApiChangesPageContext>) {
  const { model } = pageContext;
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, pageContext.route)}
        title={model.title}
        description={`What changed in the FlowG HTTP API, command line and environment variables from ${model.from.label} to ${model.to.label}, computed from both versions' reference data.`}
        pathname={pageContext.route}
        keywords={["FlowG API", "changelog", model.from.label, model.to.label]}
      />
      <DocPage
        markdownHref={markdownCopyHref(config.basePath, pageContext.route)}
        title={model.title}
        hideTitle={false}
        toc={tocFromHeadings(model.toc, 2, 3)}
        pathname={location.pathname}
        context={pageContext}
        sourcePath="openapi/flowg.yaml"
      >
        <VersionChanges model={model} />
      </DocPage>
    </>
  );
}
