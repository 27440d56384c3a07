import path from "node:path";
import { loadLanguages, tokenize } from "../mdx/highlight";
import { sortPosts } from "./blog";
import { quickStartFromStore } from "./quick-start";
import type { LandingContext } from "@shared/page-context/landing";
import type { PageCreator } from "./page-creator";

/** The landing page at the site root, with the quick start highlighted and the newest post. */
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
