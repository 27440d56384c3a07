import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../../src/config/schema";
import { sortPosts } from "../create-pages/blog";
import { atomFeed, rssFeed, type FeedPost } from "./feeds";

interface PostNode {
  title: string;
  route: string;
  date: string;
  description: string;
  tags: string[];
  authorKeys: string[];
}

/** Writes public/blog/rss.xml and public/blog/atom.xml from the BlogPost nodes. */
export function writeFeeds(
  site: SiteConfig,
  posts: readonly PostNode[],
  authors: ReadonlyMap<string, string>,
  publicDir = "public",
): void {
  const feedPosts: FeedPost[] = sortPosts(posts).map((post) => ({
    title: post.title,
    route: post.route,
    date: post.date,
    description: post.description,
    tags: post.tags,
    authors: post.authorKeys.map((key) => authors.get(key) ?? key),
  }));
  const feedSite = {
    siteUrl: `${site.url}${site.basePath}`,
    title: site.blog.title,
    description: site.blog.description,
  };
  const dir = path.join(publicDir, "blog");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "rss.xml"), rssFeed(feedSite, feedPosts));
  fs.writeFileSync(path.join(dir, "atom.xml"), atomFeed(feedSite, feedPosts));
}
