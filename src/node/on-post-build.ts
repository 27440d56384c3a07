import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "../config/load";
import { writeFeeds } from "./blog/write-feeds";
import { checkBuild, formatBrokenLinks } from "./link-check";
import { searchResultLinks } from "./search/write-files";

/**
 * After the build: files derived from the content (feeds), then the broken-link gate, which
 * sees them too, and every URL a search result leads to (a broken link or anchor fails the build).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const { config } = loadSiteConfig();
  const authors = new Map(
    (getNodesByType("Author") as unknown as Array<{ key: string; name: string }>).map((a) => [
      a.key,
      a.name,
    ]),
  );
  writeFeeds(config, getNodesByType("BlogPost") as never, authors);

  const activity = reporter.activityTimer("checking internal links and anchors");
  activity.start();
  const publicDir = path.resolve("public");
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
