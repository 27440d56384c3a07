import { describe, expect, it } from "vitest";
import { breadcrumbList } from "../../src/theme-common/jsonLd";

describe("breadcrumb structured data", () => {
  it("leaves out sidebar categories without a page and ends with the page's own URL", () => {
    const list = breadcrumbList(
      [
        { label: "Advanced", href: "/docs/advanced" },
        { label: "Clustering" },
        { label: "Consensus", href: "/docs/design/clustering/consensus" },
      ],
      "Consensus",
      "/docs/design/clustering/consensus",
    );
    expect(list.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Advanced",
        item: "https://link-society.github.io/flowg/docs/advanced",
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Consensus",
        item: "https://link-society.github.io/flowg/docs/design/clustering/consensus",
      },
    ]);
  });

  it("lists the page alone when it is in no sidebar", () => {
    expect(breadcrumbList([], "flowg-client", "/docs/cli/flowg-client").itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "flowg-client",
        item: "https://link-society.github.io/flowg/docs/cli/flowg-client",
      },
    ]);
  });
});
