import { describe, expect, it } from "vitest";
import { buildSidebars } from "../../node/sidebar";
import { normalizeSidebars } from "../../node/sidebar/normalize";
import { breadcrumbsFor } from "../../node/sidebar/resolve";
import { docsInOrder, firstDocHref } from "../../src/shared/sidebar";
import { closest, validateSidebars } from "../../node/sidebar/validate";

const FILE = "content/sidebars.yaml";
const docs = [
  { docId: "index", title: "Introduction", route: "/docs" },
  { docId: "setup/installation", title: "Installation", route: "/docs/setup/installation" },
  {
    docId: "setup/syslog",
    title: "Syslog Server",
    sidebarLabel: "Syslog",
    route: "/docs/setup/syslog",
  },
  { docId: "advanced/https/index", title: "Setting up HTTPS", route: "/docs/advanced/https" },
  {
    docId: "advanced/https/native",
    title: "Configuring FlowG",
    route: "/docs/advanced/https/native",
  },
];
const yaml = {
  docs: [
    "index",
    { type: "category", label: "Setting Up", items: ["setup/installation", "setup/syslog"] },
    {
      type: "category",
      label: "HTTPS",
      link: "advanced/https/index",
      collapsed: false,
      items: [
        "advanced/https/native",
        { type: "link", label: "Let's Encrypt", href: "https://letsencrypt.org" },
      ],
    },
  ],
};

describe("sidebar pipeline", () => {
  it("normalizes the doc shorthand and category defaults", () => {
    const sidebars = normalizeSidebars(yaml, FILE);
    expect(sidebars.docs?.[0]).toEqual({ type: "doc", id: "index" });
    expect(sidebars.docs?.[1]).toMatchObject({ type: "category", collapsed: true });
  });

  it("resolves labels (sidebar_label first), routes and index links", () => {
    const { sidebars, unlisted } = buildSidebars(yaml, docs);
    expect(unlisted).toEqual([]);
    expect(sidebars.docs).toEqual([
      { type: "doc", docId: "index", label: "Introduction", href: "/docs" },
      {
        type: "category",
        label: "Setting Up",
        collapsed: true,
        items: [
          {
            type: "doc",
            docId: "setup/installation",
            label: "Installation",
            href: "/docs/setup/installation",
          },
          { type: "doc", docId: "setup/syslog", label: "Syslog", href: "/docs/setup/syslog" },
        ],
      },
      {
        type: "category",
        label: "HTTPS",
        href: "/docs/advanced/https",
        docId: "advanced/https/index",
        collapsed: false,
        items: [
          {
            type: "doc",
            docId: "advanced/https/native",
            label: "Configuring FlowG",
            href: "/docs/advanced/https/native",
          },
          { type: "link", label: "Let's Encrypt", href: "https://letsencrypt.org" },
        ],
      },
    ]);
  });

  it("orders pages for the pager with category index pages first", () => {
    const { sidebars } = buildSidebars(yaml, docs);
    expect(docsInOrder(sidebars.docs ?? []).map((d) => d.href)).toEqual([
      "/docs",
      "/docs/setup/installation",
      "/docs/setup/syslog",
      "/docs/advanced/https",
      "/docs/advanced/https/native",
    ]);
    expect(firstDocHref(sidebars.docs ?? [])).toBe("/docs");
  });

  it("builds breadcrumbs through categories", () => {
    const { sidebars } = buildSidebars(yaml, docs);
    expect(breadcrumbsFor(sidebars.docs ?? [], "/docs/setup/syslog")).toEqual([
      { label: "Setting Up" },
      { label: "Syslog", href: "/docs/setup/syslog" },
    ]);
    expect(breadcrumbsFor(sidebars.docs ?? [], "/docs/advanced/https/native")).toEqual([
      { label: "HTTPS", href: "/docs/advanced/https" },
      { label: "Configuring FlowG", href: "/docs/advanced/https/native" },
    ]);
    expect(breadcrumbsFor(sidebars.docs ?? [], "/docs/nowhere")).toEqual([]);
  });

  it("fails on an unknown doc id with a suggestion", () => {
    const bad = {
      docs: ["index", { type: "category", label: "Setting Up", items: ["setup/instalation"] }],
    };
    expect(() => buildSidebars(bad, docs)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/sidebars.yaml: invalid sidebars
        - docs[1].items[0]: unknown doc id "setup/instalation"; did you mean "setup/installation"?]
    `);
  });

  it("fails on a doc listed twice and on an unknown category link", () => {
    const bad = {
      docs: [
        "index",
        "setup/syslog",
        { type: "category", label: "X", link: "nope/index", items: ["setup/syslog"] },
      ],
    };
    expect(() => buildSidebars(bad, docs)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/sidebars.yaml: invalid sidebars
        - docs[2].link: unknown doc id "nope/index"
        - docs[2].items[0]: doc "setup/syslog" is already listed at docs[1]]
    `);
  });

  it("reports docs that no sidebar lists", () => {
    const sidebars = normalizeSidebars({ docs: ["index"] }, FILE);
    expect(
      validateSidebars(
        sidebars,
        docs.map((d) => d.docId),
        FILE,
      ).unlisted,
    ).toEqual([
      "setup/installation",
      "setup/syslog",
      "advanced/https/index",
      "advanced/https/native",
    ]);
  });

  it("fails on invalid shapes with the path inside the file", () => {
    expect(() =>
      normalizeSidebars({ docs: [{ type: "category", label: "Empty", items: [] }] }, FILE),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/sidebars.yaml: invalid sidebars
        - docs[0].items: expected at least one item]
    `);
    expect(() => normalizeSidebars({ docs: [{ type: "folder", label: "X" }] }, FILE)).toThrow(
      'docs[0].type: expected one of "doc" | "link" | "generated" | "category", received "folder"',
    );
    expect(() => normalizeSidebars(["index"], FILE)).toThrow(
      "(root): expected a mapping of sidebar id to a list of items",
    );
  });

  it("suggests only plausible ids", () => {
    expect(closest("guides/stream", ["guides/streams", "design/storage"])).toBe("guides/streams");
    expect(closest("completely/else", ["guides/streams"])).toBeUndefined();
  });
});

describe("generated sidebar sections", () => {
  it("expands generated entries and fails when a source produced nothing", () => {
    const yamlWithApi = { docs: ["index", { type: "generated", source: "api" }] };
    const api = [
      { type: "doc" as const, docId: "api:login", label: "Log in", href: "/docs/api/login" },
    ];
    expect(buildSidebars(yamlWithApi, docs, { api }).sidebars.docs?.[1]).toEqual(api[0]);
    expect(() => buildSidebars(yamlWithApi, docs, {})).toThrow(
      'the "api" entries are empty; no API pages were generated',
    );
  });
});
