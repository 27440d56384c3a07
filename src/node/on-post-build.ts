import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "../config/load";
import { checkBuild, formatBrokenLinks } from "./link-check";

/** After the build: the broken-link gate (a broken link or anchor fails the build). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const { config } = loadSiteConfig();
  const activity = reporter.activityTimer("checking internal links and anchors");
  activity.start();
  const broken = checkBuild(path.resolve("public"), config.basePath);
  activity.end();
  if (broken.length) reporter.panicOnBuild(formatBrokenLinks(broken));
};
