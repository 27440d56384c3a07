import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../config/load";
import { writeFeeds } from "./blog/write-feeds";
import { writeHtmlAliases } from "./html-aliases";
import { externalizeInlineScripts } from "./inline-scripts";
import { checkBuild, formatBrokenLinks } from "./link-check";
import { markdownSources } from "./link-check/markdown";
import { collectPages } from "./markdown-export/collect";
import { writeRobotsTxt } from "./robots";
import { llmsSummary, writeMarkdownFiles } from "./markdown-export/write";
import { searchResultLinks } from "./search/write-files";
import { nodeStore } from "./store";

/**
 * After the build: files derived from the content (feeds; the Markdown copy of every page with
 * llms.txt and llms-full.txt), an x.html beside each x/index.html so that static hosts serve every
 * canonical URL without a redirect, the pages' inline scripts moved to files
 * (src/node/inline-scripts.ts), then the broken-link gate, which judges every link of the HTML
 * pages and of the Markdown files, and every URL a search result leads to, as the host would
 * answer it (a broken link, a redirected link or a missing anchor fails the build).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const { config } = siteConfig();
  const store = nodeStore(getNodesByType);
  const authors = new Map(store.authors().map((a) => [a.key, a.name]));
  writeFeeds(config, store.blogPosts(), authors);
  const publicDir = path.resolve("public");
  // Outside .cache/, which Gatsby empties when gatsby-node or a plugin changes (public/ stays).
  writeHtmlAliases(publicDir, path.resolve(".flowg-html-aliases.json"));
  writeRobotsTxt(publicDir, config);
  // After the copies are made: the last build's copies are gone by then, so the scripts that
  // only they referenced are removed.
  const inlineScripts = externalizeInlineScripts(publicDir, config.basePath);
  reporter.info(
    `Inline scripts moved to files (for the Content-Security-Policy): ${inlineScripts}`,
  );
  const site = { origin: config.url, basePath: config.basePath };
  try {
    const { pages, sidebars } = await collectPages({
      getNodesByType,
      site,
      additionalLanguages: config.prism.additionalLanguages,
    });
    const summary = llmsSummary(config.tagline, config.productVersion);
    const markdown = writeMarkdownFiles(
      publicDir,
      path.resolve(".flowg-markdown-files.json"),
      { ...site, title: config.title, summary },
      pages,
      sidebars,
    );
    reporter.info(
      `Markdown copies: ${pages.length} pages, llms.txt, llms-full.txt (${Math.round(markdown.fullBytes / 1024)} KiB; in full: ${markdown.fullInline.join(", ")})`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }

  const activity = reporter.activityTimer("checking internal links and anchors");
  activity.start();
  const broken = checkBuild(publicDir, config.basePath, [
    searchResultLinks(publicDir, config.basePath),
    ...markdownSources(publicDir, site),
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
