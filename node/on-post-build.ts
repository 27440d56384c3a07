import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../src/config/load";
import { writeFeeds } from "./blog/write-feeds";
import { aliasedPage, removeHtmlAliases, writeHtmlAliases } from "./html-aliases";
import { externalizeInlineScripts } from "./inline-scripts";
import { checkBuild, formatBrokenLinks } from "./link-check";
import { markdownSources } from "./link-check/markdown";
import { collectPages } from "./markdown-export/collect";
import { writeRobotsTxt } from "./robots";
import { llmsSummary, writeMarkdownFiles } from "./markdown-export/write";
import { searchResultLinks } from "./search/files";
import { nodeStore } from "./store";
import { siteModel } from "./model";
import { retiredPageExport } from "./markdown-export/retired";
import { buildCache } from "./cache";
import { unpublishBuildInternals } from "./build-internals";

/**
 * After the build: files derived from the content (feeds; the Markdown copy of every page with
 * llms.txt and llms-full.txt), an x.html beside each x/index.html so that static hosts serve every
 * canonical URL without a redirect, the pages' inline scripts moved to files
 * (node/inline-scripts.ts), then the broken-link gate, which judges every link of the HTML
 * pages and of the Markdown files, and every URL a search result leads to, as the host would
 * answer it (a broken link, a redirected link or a missing anchor fails the build).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const loaded = siteConfig();
  const { config } = loaded;
  const store = nodeStore(getNodesByType);
  const authors = new Map(store.authors().map((a) => [a.key, a.name]));
  writeFeeds(config, store.blogPosts(), authors);
  const publicDir = path.resolve("public");
  // Outside .cache/, which Gatsby empties when gatsby-node or a plugin changes (public/ stays).
  const aliases = path.resolve(".flowg-html-aliases.json");
  // Every HTML file in one pass: the last build's x.html copies are removed first (the scripts
  // only they referenced go with them), the pages' inline scripts are moved to files, and the
  // copies are then made from the rewritten pages (300 files fewer to rewrite; Gatsby writes
  // every page again on a rebuild, when it stitches in the changed scripts slice). The link gate
  // reads the texts from memory.
  removeHtmlAliases(publicDir, aliases);
  const html = new Map<string, string>();
  const inlineScripts = externalizeInlineScripts(publicDir, config.basePath, html);
  for (const alias of writeHtmlAliases(publicDir, aliases)) {
    const page = html.get(aliasedPage(alias));
    if (page !== undefined) html.set(alias, page);
  }
  reporter.info(
    `Inline scripts moved to files (for the Content-Security-Policy): ${inlineScripts}`,
  );
  writeRobotsTxt(publicDir, config);
  unpublishBuildInternals(publicDir);
  const site = { origin: config.url, basePath: config.basePath };
  try {
    // Each docs version's copies, llms.txt and llms-full.txt: the current version's at the root,
    // an archived version's under its docs path (/docs/0.45.8/llms.txt), linked from the root's.
    const model = siteModel(store, loaded);
    for (const versionModel of model.versions) {
      const { version } = versionModel;
      const { pages, sidebars } = await collectPages({ model: versionModel, site });
      // The current version also keeps a copy at each retired topic's old address.
      if (version.current) {
        for (const page of model.retired())
          pages.push(retiredPageExport(page, site, version.label));
      }
      const dir = version.current ? "" : version.path.slice(1);
      const summary = llmsSummary(config.tagline, version.name);
      const otherVersions = version.current
        ? model.versions.slice(1).map(({ version: other }) => ({
            title: `FlowG ${other.label}`,
            url: `${site.origin}${site.basePath}${other.path}/llms.txt`,
            note: `the documentation of an older release, ${other.label}, for those who still run it`,
          }))
        : [];
      const markdown = writeMarkdownFiles(
        publicDir,
        path.resolve(
          version.current
            ? ".flowg-markdown-files.json"
            : `.flowg-markdown-files@${version.name}.json`,
        ),
        {
          ...site,
          title: version.current ? config.title : `${config.title} ${version.label}`,
          summary,
        },
        pages,
        sidebars,
        { dir, docsBase: version.path, otherVersions },
      );
      reporter.info(
        `Markdown copies (${version.label}): ${pages.length} pages, ${dir ? `${dir}/` : ""}llms.txt, llms-full.txt (${Math.round(markdown.fullBytes / 1024)} KiB; in full: ${markdown.fullInline.join(", ")})`,
      );
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
  const activity = reporter.activityTimer("checking internal links and anchors");
  activity.start();
  const broken = checkBuild(
    publicDir,
    config.basePath,
    [searchResultLinks(publicDir, config.basePath), ...markdownSources(publicDir, site)],
    html,
  );
  // The link gate was the cache's last reader: the next build starts from what this one kept.
  buildCache().save();
  activity.end();
  if (broken.length) {
    // The reporter wraps long lines; the same list, one link per line, stays in a file.
    const report = path.resolve(".cache/flowg/broken-links.txt");
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, `${formatBrokenLinks(broken)}\n`);
    const message = `${formatBrokenLinks(broken)}\n(also written to ${path.relative(process.cwd(), report)})`;
    // Only `make bench` sets this, for its one-version reference build, whose current docs still
    // link to the archived version it leaves out (bench/build-times.ts).
    if (process.env.FLOWG_LINK_GATE === "report") reporter.warn(message);
    else reporter.panicOnBuild(message);
  }
};
