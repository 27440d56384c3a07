import { defineSiteConfig } from "./schema";

/**
 * The configuration of the FlowG documentation site. Validated by ./schema.ts when the build
 * starts; another module can be used instead with FLOWG_SITE_CONFIG=<path> (the tests build an
 * all-features variant that way).
 */
export default defineSiteConfig({
  title: "FlowG",
  tagline: "Open-source, low-code log processing: collect, refine, store and route your logs",
  url: "https://link-society.github.io",
  basePath: "/flowg",
  productVersion: "0.63.0",
  repositoryUrl: "https://github.com/link-society/flowg",
  issuesUrl: "https://github.com/link-society/flowg/issues",
  navbar: {
    title: "FlowG",
    logo: { src: "/img/logo.svg", alt: "FlowG logo", width: 32, height: 32 },
    items: [
      { type: "docSidebar", sidebarId: "docs", label: "Documentation", position: "left" },
      { type: "link", to: "/blog", label: "Blog", position: "left" },
      { type: "docsVersionDropdown", position: "right" },
      {
        type: "release",
        label: "Latest release",
        href: "https://github.com/link-society/flowg/releases",
        position: "right",
      },
      {
        type: "link",
        href: "https://github.com/link-society/flowg",
        label: "GitHub",
        position: "right",
      },
    ],
  },
  footer: {
    style: "light",
    links: [],
    copyright:
      'Website content licensed under <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license noopener noreferrer">CC BY-SA 4.0</a>. FlowG is MIT-licensed software by Link Society.',
  },
  colorMode: { defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: false },
  prism: { additionalLanguages: ["bash", "ini", "apacheconf", "nginx", "hcl"] },
  imageZoom: {
    selector: ".markdown .with-zoom img",
    margin: 24,
    background: "var(--c-zoom-backdrop)",
    attachDelayMs: 1000,
    diagrams: true,
  },
  docs: {
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    versions: [
      { name: "0.63.0", label: "v0.63.0", path: "/docs" },
      { name: "0.45.8", label: "v0.45.8", path: "/docs/0.45.8", banner: "unmaintained" },
    ],
  },
  blog: {
    title: "FlowG Blog",
    description: "News, releases and deep dives from the FlowG team",
    postsPerPage: "ALL",
  },
});
