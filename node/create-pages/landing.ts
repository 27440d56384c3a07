import path from "node:path";
import { LANDING_FLOW_FILE, landingFlowDrawing } from "../diagrams/flow";
import { ContentError } from "../../src/config/errors";
import { loadLanguages, tokenize } from "../mdx/highlight";
import { releaseFigures } from "../versions/diff";
import { sortPosts } from "./blog";
import { quickStartFromStore } from "./quick-start";
import type { LandingContext } from "@shared/page-context/landing";
import type { VersionModel } from "../model";
import type { PageCreator } from "./page-creator";

/** The current release's changes since the previous documented version, for the landing page. */
export function releaseSummary(site: VersionModel): LandingContext["release"] {
  const changes = site.site.changes();
  const previous = site.site.versions[1];
  if (!changes || !previous) return null;
  const { from, to } = changes.diff;
  const figures = releaseFigures(changes.diff.counts);
  const upgradeId = previous.versionFile()?.upgrade;
  const upgrade = upgradeId ? site.docs.find((doc) => doc.docId === upgradeId) : undefined;
  return {
    version: to.label,
    since: from.label,
    figures,
    changes: { route: changes.route, title: changes.model.title },
    upgrade: upgrade ? { route: upgrade.route, title: upgrade.title } : null,
  };
}

/** The landing page's pipeline picture, from content/landing/pipeline.json's LandingScript node. */
function landingPipeline(site: VersionModel): LandingContext["pipeline"] {
  const name = path.basename(LANDING_FLOW_FILE);
  const file = site.store.landingScripts().find((node) => node.name === name);
  if (!file) throw new ContentError(`${LANDING_FLOW_FILE}: missing; the landing page needs it`);
  const drawing = landingFlowDrawing(file.text, file.sourcePath);
  return { drawing: drawing.key, width: String(drawing.width) };
}

/**
 * The landing page at the site root: what the current release changed, a pipeline drawn from
 * its flow, the quick start highlighted, and the newest post.
 */
export const createLandingPage: PageCreator = ({ actions }, site) => {
  loadLanguages(site.config.prism.additionalLanguages);
  const posts = sortPosts(site.store.blogPosts());
  const quickStart = quickStartFromStore(site.store);
  const latest = posts[0];
  const context: LandingContext = {
    quickStart: {
      title: quickStart.title,
      intro: quickStart.intro,
      scriptName: quickStart.scriptName,
      tokens: JSON.stringify(tokenize(quickStart.script, "bash")),
    },
    release: releaseSummary(site),
    pipeline: landingPipeline(site),
    latestPost: latest
      ? {
          title: latest.title,
          route: latest.route,
          date: latest.date,
          description: latest.description,
        }
      : null,
  };
  actions.createPage({ path: "/", component: path.resolve("src/templates/landing.tsx"), context });
};
