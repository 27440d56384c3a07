/** RSS 2.0 and Atom 1.0 feeds of the blog, with absolute URLs. Pure: pages come in, XML goes out. */

export interface FeedSite {
  /** Absolute URL of the site root, with the base path (https://link-society.github.io/flowg). */
  siteUrl: string;
  title: string;
  description: string;
}

export interface FeedPost {
  title: string;
  route: string;
  date: string;
  description: string;
  authors: string[];
  tags: string[];
}

function escape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const isoDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();

export function rssFeed(site: FeedSite, posts: readonly FeedPost[]): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escape(post.title)}</title>
      <link>${site.siteUrl}${post.route}</link>
      <guid isPermaLink="true">${site.siteUrl}${post.route}</guid>
      <pubDate>${new Date(isoDate(post.date)).toUTCString()}</pubDate>
      <description>${escape(post.description)}</description>
${post.authors.map((a) => `      <dc:creator>${escape(a)}</dc:creator>`).join("\n")}
${post.tags.map((t) => `      <category>${escape(t)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escape(site.title)}</title>
    <link>${site.siteUrl}/blog</link>
    <description>${escape(site.description)}</description>
    <language>en</language>
    <atom:link href="${site.siteUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${posts[0] ? `    <lastBuildDate>${new Date(isoDate(posts[0].date)).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

export function atomFeed(site: FeedSite, posts: readonly FeedPost[]): string {
  const updated = posts[0] ? isoDate(posts[0].date) : new Date(0).toISOString();
  const entries = posts
    .map(
      (post) => `  <entry>
    <title>${escape(post.title)}</title>
    <id>${site.siteUrl}${post.route}</id>
    <link href="${site.siteUrl}${post.route}"/>
    <updated>${isoDate(post.date)}</updated>
    <published>${isoDate(post.date)}</published>
    <summary>${escape(post.description)}</summary>
${post.authors.map((a) => `    <author><name>${escape(a)}</name></author>`).join("\n")}
${post.tags.map((t) => `    <category term="${escape(t)}"/>`).join("\n")}
  </entry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escape(site.title)}</title>
  <subtitle>${escape(site.description)}</subtitle>
  <id>${site.siteUrl}/blog</id>
  <link href="${site.siteUrl}/blog"/>
  <link href="${site.siteUrl}/blog/atom.xml" rel="self"/>
  <updated>${updated}</updated>
${entries}
</feed>
`;
}
