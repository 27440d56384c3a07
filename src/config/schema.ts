import { z } from "zod";
import { ContentError, formatIssues, formatPath } from "./errors";

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

const linkFields = {
  label: z.string().min(1),
  /** Internal destination (a site path without the base path), or... */
  to: internalPath.optional(),
  /** ...an external URL (opens with rel="noopener noreferrer" and an external-link icon). */
  href: z.url().optional(),
};

/** A plain link: exactly one of `to` or `href` (checked below). */
const linkItem = z.strictObject({ type: z.literal("link"), ...linkFields, position });

const docFields = {
  /** Id of a doc (its path under content/docs without .mdx); checked when pages are created. */
  docId: z.string().min(1),
  /** Defaults to the doc's sidebar label or title. */
  label: z.string().min(1).optional(),
};

/** A link to one doc, by doc id. */
const docItem = z.strictObject({ type: z.literal("doc"), ...docFields, position });

const docSidebarItem = z.strictObject({
  type: z.literal("docSidebar"),
  label: z.string().min(1),
  /** Id of the sidebar in content/sidebars.yaml whose first doc the item links to. */
  sidebarId: z.string().min(1),
  position,
});

/** Entries of a dropdown: links and doc links. */
const dropdownEntry = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("link"), ...linkFields }),
  z.strictObject({ type: z.literal("doc"), ...docFields }),
]);

/** A button opening a list of links (hover, focus, click or keyboard). */
const dropdownItem = z.strictObject({
  type: z.literal("dropdown"),
  label: z.string().min(1),
  items: z.array(dropdownEntry).min(1, "expected at least one entry"),
  position,
});

/** Links to the current page in each locale of `i18n` (required when this item is used). */
const localeDropdownItem = z.strictObject({ type: z.literal("localeDropdown"), position });

/**
 * The site's search button (src/theme/Search) drawn as a navbar item, in a group and in the side
 * panel. Without this item the navbar shows the same button in a slot of its own.
 */
const searchItem = z.strictObject({ type: z.literal("search"), position });

/** A link to the docs of the reader's chosen version (docs.versions). */
const docsVersionItem = z.strictObject({
  type: z.literal("docsVersion"),
  /** Defaults to the label of the chosen version. */
  label: z.string().min(1).optional(),
  position,
});

/** Lists the docs versions; the reader's choice is remembered. */
const docsVersionDropdownItem = z.strictObject({
  type: z.literal("docsVersionDropdown"),
  /** Names of the versions to list (default: all of docs.versions). */
  versions: z.array(z.string().min(1)).min(1, "expected at least one version name").optional(),
  position,
});

const releaseItem = z.strictObject({
  type: z.literal("release"),
  /** Said after the badge's text in its accessible name: "release v0.45.8, <label> (opens in a new tab)". */
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
  dropdownItem,
  docItem,
  docSidebarItem,
  docsVersionItem,
  docsVersionDropdownItem,
  localeDropdownItem,
  searchItem,
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
  /**
   * Locales of the site, for the localeDropdown navbar item. Each locale's pages live under its
   * path prefix ("" for the pages at the root). FlowG has one language and leaves this out.
   */
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1),
      locales: z
        .array(
          z.strictObject({
            /** BCP 47 tag (hreflang of the links). */
            code: z.string().min(1),
            label: z.string().min(1),
            path: z
              .string()
              .regex(/^(\/[A-Za-z0-9-]+)?$/, 'expected "" or a path prefix such as "/fr"'),
          }),
        )
        .min(1, "expected at least one locale"),
    })
    .optional(),
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
      backgroundColor: z.string().default("var(--c-announcement-bg)"),
      textColor: z.string().default("var(--c-announcement-text)"),
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
    /** Diagrams (```mermaid blocks) open in the same zoom, from a button or a click on them. */
    diagrams: z.boolean().default(false),
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
    /**
     * Versions of the docs, the current one first (its content is content/docs, content/cli,
     * content/sidebars.yaml and openapi/flowg.yaml; its name is productVersion). Every other
     * version is archived: its content is read from `<versionsDir>/<name>/` and its pages are
     * served under its `path` (/docs/<name>). The reader's choice (docsVersionDropdown) is
     * remembered and used by docsVersion links; `banner` is shown on docs pages of that version.
     */
    versions: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          label: z.string().min(1),
          /** Where the docs of this version start (/docs). */
          path: internalPath,
          banner: z.enum(["unreleased", "unmaintained"]).optional(),
          /**
           * An archived version's folder when it is not `<versionsDir>/<name>` (the all-features
           * test site reads FlowG's own v0.45.8 archive beside its fixture version this way).
           */
          dir: z.string().min(1).optional(),
        }),
      )
      .default([]),
    /**
     * Where archived versions are read from: `<versionsDir>/<name>/` (README: "Releasing docs
     * for a new FlowG version").
     */
    versionsDir: z.string().min(1).default("versions"),
  }),
  blog: z.strictObject({
    title: z.string().min(1),
    description: z.string().min(1),
    /** Posts per page of the blog list (/blog, /blog/page/2, ...); "ALL" keeps one page. */
    postsPerPage: z.union([z.literal("ALL"), z.number().int().positive()]),
  }),
  /** Test-only switches (the all-features e2e build); never set in the FlowG configuration. */
  testing: z
    .strictObject({
      /**
       * Creates /__test/crash (throws in the browser), /__test/hydration (slow to hydrate) and
       * /__test/zoom (a zoomable image).
       */
      pages: z.boolean().default(false),
      /** Adds the posts of e2e/fixtures/blog, so that the blog has enough posts to paginate. */
      blogPosts: z.boolean().default(false),
    })
    .default({ pages: false, blogPosts: false }),
});

/** What a config module exports (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration, defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig["navbar"]["items"][number];
export type NavbarItemType = NavbarItem["type"];
export type DropdownEntry = Extract<NavbarItem, { type: "dropdown" }>["items"][number];
export type DocsVersion = SiteConfig["docs"]["versions"][number];
export type Locale = NonNullable<SiteConfig["i18n"]>["locales"][number];

/** Identity helper so config modules get completion and type errors. */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * Checks that span several keys (a schema per field cannot see them): links with exactly one
 * destination, items that need another part of the configuration (versions, locales).
 */
export function crossCheckSiteConfig(config: SiteConfig): Issue[] {
  const issues: Issue[] = [];
  const versionNames = config.docs.versions.map((v) => v.name);
  const checkLink = (link: { to?: string; href?: string }, path: PropertyKey[]) => {
    if (!link.to === !link.href) {
      issues.push({
        path,
        message: `a link needs exactly one of "to" (internal path) or "href" (external URL), got ${JSON.stringify(link)}`,
      });
    }
  };
  for (const [i, item] of config.navbar.items.entries()) {
    const path = ["navbar", "items", i];
    if (item.type === "link") checkLink(item, path);
    if (item.type === "dropdown") {
      for (const [j, entry] of item.items.entries()) {
        if (entry.type === "link") checkLink(entry, [...path, "items", j]);
      }
    }
    if (item.type === "localeDropdown" && !config.i18n) {
      issues.push({
        path,
        message: `a localeDropdown item needs the "i18n" configuration ({ defaultLocale, locales: [{ code, label, path }] }), which is missing`,
      });
    }
    if (
      (item.type === "docsVersion" || item.type === "docsVersionDropdown") &&
      !versionNames.length
    ) {
      issues.push({
        path,
        message: `a ${item.type} item needs docs.versions, which is empty`,
      });
    }
    if (item.type === "docsVersionDropdown") {
      for (const [j, name] of (item.versions ?? []).entries()) {
        if (!versionNames.includes(name)) {
          issues.push({
            path: [...path, "versions", j],
            message: `unknown docs version ${JSON.stringify(name)}; the available versions are ${versionNames.map((v) => JSON.stringify(v)).join(", ") || "none"} (docs.versions)`,
          });
        }
      }
    }
  }
  issues.push(...crossCheckVersions(config));
  for (const [i, entry] of config.footer.links.entries()) {
    if ("items" in entry) {
      for (const [j, link] of entry.items.entries())
        checkLink(link, ["footer", "links", i, "items", j]);
    } else checkLink(entry, ["footer", "links", i]);
  }
  if (config.i18n && !config.i18n.locales.some((l) => l.code === config.i18n?.defaultLocale)) {
    issues.push({
      path: ["i18n", "defaultLocale"],
      message: `expected one of ${config.i18n.locales.map((l) => JSON.stringify(l.code)).join(" | ")}, received ${JSON.stringify(config.i18n.defaultLocale)}`,
    });
  }
  return issues;
}

/**
 * The versions list: names, labels and paths are unique; the current version (the first) is
 * productVersion and is served at /docs; an archived version is served below /docs at its own
 * path, /docs/<name>.
 */
function crossCheckVersions(config: SiteConfig): Issue[] {
  const issues: Issue[] = [];
  const versions = config.docs.versions;
  for (const key of ["name", "label", "path"] as const) {
    const seen = new Map<string, number>();
    for (const [i, version] of versions.entries()) {
      const first = seen.get(version[key]);
      if (first !== undefined) {
        issues.push({
          path: ["docs", "versions", i, key],
          message: `two versions have the ${key} ${JSON.stringify(version[key])} (docs.versions[${first}] and docs.versions[${i}]); each version needs its own`,
        });
      } else seen.set(version[key], i);
    }
  }
  const [current, ...archived] = versions;
  if (current && current.name !== config.productVersion) {
    issues.push({
      path: ["docs", "versions", 0, "name"],
      message: `the first version is the current one and must be productVersion ${JSON.stringify(config.productVersion)}, got ${JSON.stringify(current.name)}`,
    });
  }
  if (current?.dir !== undefined) {
    issues.push({
      path: ["docs", "versions", 0, "dir"],
      message: `the current version is read from content/ and openapi/; "dir" is for an archived version, got ${JSON.stringify(current.dir)}`,
    });
  }
  if (current && current.path !== "/docs") {
    issues.push({
      path: ["docs", "versions", 0, "path"],
      message: `the current version is served at "/docs", got ${JSON.stringify(current.path)}`,
    });
  }
  for (const [i, version] of archived.entries()) {
    const expected = `/docs/${version.name}`;
    if (version.path !== expected) {
      issues.push({
        path: ["docs", "versions", i + 1, "path"],
        message: `an archived version is served at ${JSON.stringify(expected)}, got ${JSON.stringify(version.path)}`,
      });
    }
    if (!/^[0-9A-Za-z][0-9A-Za-z.-]*$/.test(version.name)) {
      issues.push({
        path: ["docs", "versions", i + 1, "name"],
        message: `expected a version name made of letters, digits, dots and dashes (it is a folder and a URL segment), got ${JSON.stringify(version.name)}`,
      });
    }
  }
  return issues;
}

export function parseSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    throw new ContentError(formatIssues(file, "site configuration", result.error));
  }
  const issues = crossCheckSiteConfig(result.data);
  if (issues.length) {
    const lines = issues.map((issue) => `  - ${formatPath(issue.path)}: ${issue.message}`);
    throw new ContentError(`${file}: invalid site configuration\n${lines.join("\n")}`);
  }
  return result.data;
}
