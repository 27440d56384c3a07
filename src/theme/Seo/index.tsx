import config from "@site-config";
import { Helmet } from "../../theme-common/head";
import { absoluteUrl } from "../../theme-common/links";

interface SeoProps {
  /** Page title; rendered as "<title> | FlowG". */
  title: string;
  description: string;
  /** Site path of the page, without the base path (/docs/api). */
  pathname: string;
  type?: "website" | "article";
  /** Image for link previews, a site path. */
  image?: string | null;
  keywords?: readonly string[];
  /** Structured data blocks (schema.org), serialized as JSON-LD. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** Use the title as is (the landing page). */
  rawTitle?: boolean;
  noIndex?: boolean;
  /** Site path of the page's Markdown copy (/flowg/docs/x.md), linked as an alternate. */
  markdownHref?: string;
  /** Extra Open Graph properties (article:published_time, article:tag...). */
  properties?: ReadonlyArray<{ property: string; content: string }>;
  /** Neighbours in a paginated list: site paths of the previous and next pages. */
  prev?: string | null;
  next?: string | null;
}

/** Head metadata of a page through react-helmet: title, description, canonical, Open Graph, Twitter. */
export function Seo({
  title,
  description,
  pathname,
  type = "website",
  image,
  keywords,
  jsonLd = [],
  rawTitle,
  noIndex,
  markdownHref,
  properties = [],
  prev,
  next,
}: SeoProps) {
  const fullTitle = rawTitle ? title : `${title} | ${config.title}`;
  const url = absoluteUrl(pathname);
  const imageUrl = absoluteUrl(image ?? "/img/social-card.png");
  return (
    <Helmet htmlAttributes={{ lang: config.language }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      <link rel="canonical" href={url} />
      {prev && <link rel="prev" href={absoluteUrl(prev)} />}
      {next && <link rel="next" href={absoluteUrl(next)} />}
      {markdownHref && <link rel="alternate" type="text/markdown" href={markdownHref} />}
      <meta property="og:site_name" content={config.title} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {properties.map((p, i) => (
        <meta key={`${p.property}-${i}`} property={p.property} content={p.content} />
      ))}
      {noIndex && <meta name="robots" content="noindex" />}
      {jsonLd.map((block, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(block)}
        </script>
      ))}
    </Helmet>
  );
}
