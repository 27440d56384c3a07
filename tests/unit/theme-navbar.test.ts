import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { checkNavbarDocLinks, navbarDocs } from "../../node/navbar";
import type { ResolvedSidebars } from "../../src/shared/sidebar";
import { Footer } from "../../src/theme/Footer";
import { navbarItemComponent } from "../../src/theme/NavbarItem";
import { NavbarItemBoundary } from "../../src/theme/NavbarItem/ItemBoundary";
import allFeatures from "../../e2e/fixtures/site.all-features";
import { ALL_FEATURES, NAVBAR_ITEM_TYPES, siteFeatures } from "../../src/config/features";
import {
  navbarItemSchema,
  parseSiteConfig,
  type NavbarItem,
  type SiteConfig,
} from "../../src/config/schema";
import { CURRENT_VERSION } from "../support/flowg-version";

// The theme's components need Gatsby's Link and static queries; plain stand-ins do here.
vi.mock("gatsby", () => ({
  graphql: () => "",
  useStaticQuery: () => ({ navbarDocs: {}, navbarSidebars: {} }),
  withPrefix: (path: string) => `/flowg${path}`,
  navigate: () => undefined,
  Link: ({
    to,
    children,
    getProps: _g,
    ...rest
  }: {
    to: string;
    children: ReactNode;
    getProps?: unknown;
    // As gatsby-link writes it with the path prefix and trailingSlash "never": "/" becomes /flowg.
  }) => createElement("a", { href: `/flowg${to}`.replace(/\/$/, ""), ...rest }, children),
}));

const FILE = "src/config/site.ts";
const docs = [
  { docId: "index", title: "Introduction", route: "/docs" },
  {
    docId: "setup/installation",
    title: "Installation",
    sidebarLabel: "Install",
    route: "/docs/setup/installation",
  },
];
const sidebars: ResolvedSidebars = {
  docs: [{ type: "doc", docId: "index", label: "Introduction", href: "/docs" }],
  links: [{ type: "link", label: "GitHub", href: "https://github.com" }],
};

describe("navbar items that fail", () => {
  it("names the faulty item, with the original error as cause", () => {
    const item = { type: "doc", docId: "setup/installation", position: "left" };
    const boundary = new NavbarItemBoundary({ item, children: null });
    boundary.state = NavbarItemBoundary.getDerivedStateFromError(new Error("boom"));
    let thrown: unknown;
    try {
      boundary.render();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchInlineSnapshot(
      `[Error: A navbar item failed to render: {"type":"doc","docId":"setup/installation","position":"left"}]`,
    );
    expect((thrown as Error).cause).toEqual(new Error("boom"));
  });

  it("renders its children while nothing fails", () => {
    const boundary = new NavbarItemBoundary({ item: {}, children: "ok" });
    expect(boundary.render()).toBe("ok");
  });

  it("rejects an unknown item type, naming it and the known types", () => {
    expect(() => navbarItemComponent({ type: "mega-menu" })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Unknown navbar item type "mega-menu" in {"type":"mega-menu"}; known types: link, dropdown, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown, search, release, html]`,
    );
  });
});

describe("navbar links to docs (checked when pages are created)", () => {
  const check = (items: unknown[]) => () =>
    checkNavbarDocLinks(items as NavbarItem[], docs, sidebars, FILE);

  it("accepts existing docs and sidebars", () => {
    expect(
      check([
        { type: "doc", docId: "index", position: "left" },
        { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "left" },
      ]),
    ).not.toThrow();
  });

  it("names unknown doc ids, in dropdowns too, with a suggestion", () => {
    expect(
      check([
        { type: "doc", docId: "setup/instalation", position: "left" },
        { type: "dropdown", label: "More", items: [{ type: "doc", docId: "nowhere" }] },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[0].docId: unknown doc id "setup/instalation"; did you mean "setup/installation"?
        - navbar.items[1].items[0].docId: unknown doc id "nowhere"]
    `);
  });

  it("rejects a doc sidebar item with nothing to link to", () => {
    expect(
      check([
        { type: "docSidebar", sidebarId: "links", label: "Links", position: "left" },
        { type: "docSidebar", sidebarId: "api", label: "API", position: "left" },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[0]: sidebar "links" has no doc to link to, so {"type":"docSidebar","sidebarId":"links","label":"Links","position":"left"} cannot link anywhere
        - navbar.items[1].sidebarId: unknown sidebar "api" (sidebars: docs, links)]
    `);
  });

  it("sends the browser only the docs the navbar links to", () => {
    const items = [
      { type: "dropdown", label: "More", items: [{ type: "doc", docId: "setup/installation" }] },
    ] as unknown as NavbarItem[];
    expect(navbarDocs(items, docs)).toEqual({
      "setup/installation": { route: "/docs/setup/installation", label: "Install" },
    });
  });
});

describe("footer", () => {
  const base: SiteConfig["footer"] = { style: "light", links: [], copyright: "© <b>FlowG</b>" };

  it("renders a single row of links separated by middle dots", () => {
    const html = renderToStaticMarkup(
      createElement(Footer, {
        footer: {
          ...base,
          links: [
            { label: "Docs", to: "/docs" },
            { label: "GitHub", href: "https://github.com/link-society/flowg" },
          ],
        },
      }),
    );
    expect(html).toContain('<a href="/flowg/docs">Docs</a><span aria-hidden="true"> · </span>');
    expect(html).toContain('href="https://github.com/link-society/flowg" target="_blank"');
    expect(html).toContain("© <b>FlowG</b>");
  });

  it("renders titled columns and a logo with a dark variant", () => {
    const html = renderToStaticMarkup(
      createElement(Footer, {
        footer: {
          ...base,
          links: [{ title: "Learn", items: [{ label: "Docs", to: "/docs" }] }],
          logo: {
            src: "/img/logo.svg",
            srcDark: "/img/dark.svg",
            alt: "FlowG",
            width: 40,
            height: 40,
            href: "/",
          },
        },
      }),
    );
    expect(html).toMatch(/<p[^>]*>Learn<\/p><ul[^>]*><li><a href="\/flowg\/docs">Docs<\/a>/);
    expect(html).toContain('src="/flowg/img/logo.svg"');
    expect(html).toMatch(/src="\/flowg\/img\/dark.svg"[^>]*class="themed-dark"/);
    // The landing page keeps its slash: /flowg is a folder URL that static hosts redirect.
    expect(html).toMatch(/<a[^>]*href="\/flowg\/"[^>]*><img/);
    expect(html).not.toContain(" · ");
  });
});

describe("builds with another site configuration", () => {
  it("start from a clean cache: public/ is removed so Gatsby resets its cache", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { clearStaleBuild, siteConfigJson } = await import("../../node/stale-build");
    const config = (await import("../support/site-config")).default;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-stale-"));
    fs.mkdirSync(path.join(root, "public"));
    expect(clearStaleBuild(config, root)).toBe(false); // no cache yet
    fs.mkdirSync(path.join(root, ".cache/flowg"), { recursive: true });
    fs.writeFileSync(path.join(root, ".cache/flowg/site-config.json"), siteConfigJson(config));
    expect(clearStaleBuild(config, root)).toBe(false);
    expect(fs.existsSync(path.join(root, "public"))).toBe(true);
    expect(clearStaleBuild({ ...config, title: "Other" }, root)).toBe(true);
    expect(fs.existsSync(path.join(root, "public"))).toBe(false);
    fs.rmSync(root, { recursive: true });
  });
});

describe("navbar item kinds", () => {
  it("every kind of the config schema has a feature flag and a component", () => {
    const kinds = navbarItemSchema.options.map((option) => option.shape.type.value);
    expect(NAVBAR_ITEM_TYPES).toEqual(kinds);
    const config = parseSiteConfig(allFeatures, "e2e/fixtures/site.all-features.ts");
    expect(Object.keys(siteFeatures(config).navbarItems)).toEqual(kinds);
    for (const type of kinds) {
      expect(ALL_FEATURES.navbarItems[type]).toBe(true);
      expect(() => navbarItemComponent({ type })).not.toThrow();
    }
  });
});

describe("release badge", () => {
  it("has an accessible name that starts with its visible text (WCAG 2.5.3)", () => {
    const Badge = navbarItemComponent({ type: "release" });
    const html = renderToStaticMarkup(
      createElement(Badge, {
        item: {
          type: "release",
          label: "Latest release",
          href: "https://example.com",
          position: "right",
        },
      }),
    );
    const name = /aria-label="([^"]*)"/.exec(html)?.[1];
    const text = html.replace(/<svg[\s\S]*?<\/svg>/, "").replace(/<[^>]+>/g, "");
    // The badge names the documented version, productVersion of src/config/site.ts.
    expect(text).toBe(`release v${CURRENT_VERSION}`);
    expect(name).toBe(`release v${CURRENT_VERSION}, Latest release (opens in a new tab)`);
  });
});
