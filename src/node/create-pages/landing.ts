import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { loadSiteConfig } from "../../config/load";
import { loadLanguages, tokenize } from "../mdx/highlight";
import { sortPosts } from "./blog";
import { loadQuickStart } from "./quick-start";
import type { LandingContext } from "@shared/page-context/landing";

/** The landing page at the site root, with the quick start highlighted and the newest post. */
export function createLandingPage({ actions, getNodesByType }: CreatePagesArgs): void {
  loadLanguages(loadSiteConfig().config.prism.additionalLanguages);
  const quickStart = loadQuickStart();
  const posts = sortPosts(
    getNodesByType("BlogPost") as unknown as Array<{
      title: string;
      route: string;
      date: string;
      description: string;
    }>,
  );
  const latest = posts[0];
  const context: LandingContext = {
    quickStart: {
      title: quickStart.title,
      intro: quickStart.intro,
      scriptName: quickStart.scriptName,
      tokens: JSON.stringify(tokenize(quickStart.script, "bash")),
    },
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
}
