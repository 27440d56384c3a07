import { z } from "zod";
import { ContentError, formatIssues } from "./errors";

/**
 * The schema of the site configuration (src/config/site.ts, or the module named by
 * FLOWG_SITE_CONFIG). It is checked when the build starts; the browser receives the parsed
 * value (defaults filled in) as JSON, so zod never ships to readers.
 */

const internalPath = z
  .string()
  .regex(/^\/(?!\/)/, "expected a site path starting with a single /, without the /flowg prefix");

/** Position of a navbar item; items default to the right-hand group. */
const position = z.enum(["left", "right"]).default("right");

const linkItem = z.strictObject({
  type: z.literal("link"),
  label: z.string().min(1),
  /** Internal destination (a site path without the base path), or... */
  to: internalPath.optional(),
  /** ...an external URL (opens with rel="noopener noreferrer" and an external-link icon). */
  href: z.url().optional(),
  position,
});

const docSidebarItem = z.strictObject({
  type: z.literal("docSidebar"),
  label: z.string().min(1),
  /** Id of the sidebar in content/sidebars.yaml whose first doc the item links to. */
  sidebarId: z.string().min(1),
  position,
});

const releaseItem = z.strictObject({
  type: z.literal("release"),
  /** Accessible name of the badge link. */
  label: z.string().min(1),
  /** Where the badge points (the release page of the project). */
  href: z.url(),
  position,
});

const htmlItem = z.strictObject({
  type: z.literal("html"),
  /** Trusted HTML written by the site maintainers. */
  value: z.string().min(1),
  position,
});

export const navbarItemSchema = z.discriminatedUnion("type", [
  linkItem,
  docSidebarItem,
  releaseItem,
  htmlItem,
]);

const logo = z.strictObject({
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const footerLink = z.strictObject({
  label: z.string().min(1),
  to: internalPath.optional(),
  href: z.url().optional(),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  /** Origin of the deployed site, without a trailing slash. */
  url: z.url().refine((u) => !u.endsWith("/"), "expected a URL without a trailing slash"),
  /** The path prefix every page lives under. */
  basePath: z.string().regex(/^\/[a-z0-9-]+$/, 'expected a single path segment such as "/flowg"'),
  /** Version of FlowG the documentation describes; shown by the release badge. */
  productVersion: z.string().regex(/^\d+\.\d+\.\d+$/, "expected a version such as 0.45.8"),
  repositoryUrl: z.url(),
  issuesUrl: z.url(),
  language: z.string().default("en"),
  navbar: z.strictObject({
    title: z.string().min(1),
    logo: logo.optional(),
    /** Hide the navbar when scrolling down, show it again when scrolling up. */
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItemSchema),
  }),
  footer: z.strictObject({
    style: z.enum(["light", "dark"]).default("light"),
    /** Either titled columns of links, or a single row of links. */
    links: z
      .union([
        z.array(z.strictObject({ title: z.string().min(1), items: z.array(footerLink) })),
        z.array(footerLink),
      ])
      .default([]),
    logo: logo.extend({ href: z.string().optional() }).optional(),
    /** Trusted HTML shown under the links. */
    copyright: z.string().min(1),
  }),
  colorMode: z.strictObject({
    defaultMode: z.enum(["light", "dark"]),
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean(),
  }),
  announcementBar: z
    .strictObject({
      /** Changing the id shows the bar again to readers who closed it. */
      id: z.string().min(1),
      content: z.string().min(1),
      backgroundColor: z.string().default("#fff"),
      textColor: z.string().default("#000"),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  prism: z.strictObject({
    /** Grammars added to prism-react-renderer's default set. */
    additionalLanguages: z.array(z.string().min(1)),
  }),
  imageZoom: z.strictObject({
    /** Images matching this selector (inside Markdown content) can be zoomed. */
    selector: z.string().min(1),
    margin: z.number().nonnegative(),
    background: z.string().min(1),
    /** Delay before attaching the zoom after a load or route change. */
    attachDelayMs: z.number().int().nonnegative(),
  }),
  docs: z.strictObject({
    /** Heading levels shown in the table of contents unless a page overrides them. */
    toc: z
      .strictObject({
        minHeadingLevel: z.number().int().min(2).max(6),
        maxHeadingLevel: z.number().int().min(2).max(6),
      })
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
        message: "expected minHeadingLevel <= maxHeadingLevel",
      }),
    /** Base URL of the repository folder holding content/docs, for "Edit this page". */
    editUrl: z.url().optional(),
    showLastUpdateTime: z.boolean().default(false),
  }),
  blog: z.strictObject({
    title: z.string().min(1),
    description: z.string().min(1),
    postsPerPage: z.union([z.literal("ALL"), z.number().int().positive()]),
  }),
});

/** What a config module exports (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration, defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig["navbar"]["items"][number];
export type NavbarItemType = NavbarItem["type"];

/** Identity helper so config modules get completion and type errors. */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export function parseSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    throw new ContentError(formatIssues(file, "site configuration", result.error));
  }
  const config = result.data;
  for (const [i, item] of config.navbar.items.entries()) {
    if (item.type === "link" && !item.to === !item.href) {
      throw new ContentError(
        `${file}: invalid site configuration\n  - navbar.items[${i}]: a link needs exactly one of "to" (internal path) or "href" (external URL), got ${JSON.stringify(item)}`,
      );
    }
  }
  return config;
}
