import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../config/load";
import { writeFeeds } from "./blog/write-feeds";
import { writeHtmlAliases } from "./html-aliases";
import { checkBuild, formatBrokenLinks } from "./link-check";
import { searchResultLinks } from "./search/write-files";
import { nodeStore } from "./store";

/**
 * After the build: files derived from the content (feeds), an x.html beside each x/index.html so
 * that static hosts serve every canonical URL without a redirect, then the broken-link gate, which
 * judges every link and every URL a search result leads to as the host would answer it (a broken
 * link, a redirected link or a missing anchor fails the build).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const { config } = siteConfig();
  const store = nodeStore(getNodesByType);
  const authors = new Map(store.authors().map((a) => [a.key, a.name]));
  writeFeeds(config, store.blogPosts(), authors);
  const publicDir = path.resolve("public");
  // Outside .cache/, which Gatsby empties when gatsby-node or a plugin changes (public/ stays).
  writeHtmlAliases(publicDir, path.resolve(".flowg-html-aliases.json"));

  const activity = reporter.activityTimer("checking internal links and anchors");
  activity.start();
  const broken = checkBuild(publicDir, config.basePath, [
    searchResultLinks(publicDir, config.basePath),
  ]);
  activity.end();
  if (broken.length) {
    // The reporter wraps long lines; the same list, one link per line, stays in a file.
    const report = path.resolve(".cache/flowg/broken-links.txt");
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, `${formatBrokenLinks(broken)}\n`);
    reporter.panicOnBuild(
      `${formatBrokenLinks(broken)}\n(also written to ${path.relative(process.cwd(), report)})`,
    );
  }
};
