import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MdxTable, breakableCode } from "../../src/theme/MDXComponents/Table";

/** A Markdown table as MDX hands it to the `table` component. */
const table = (head: string[], rows: Array<Array<string | ReturnType<typeof h>>>) =>
  renderToStaticMarkup(
    h(
      MdxTable,
      null,
      h("thead", null, h("tr", null, ...head.map((label) => h("th", null, label)))),
      h(
        "tbody",
        null,
        ...rows.map((row) => h("tr", null, ...row.map((cell) => h("td", null, cell)))),
      ),
    ),
  );

describe("MDX tables", () => {
  it("label every cell but the first (which heads the card on a phone) with its column", () => {
    const html = table(["Field", "Type", "Meaning"], [["url", "string", "where records go"]]);
    expect(html).toContain(
      '<td>url</td><td data-label="Type">string</td><td data-label="Meaning">where records go</td>',
    );
    // The header row stays a real header, for the wide layout and screen readers.
    expect(html).toContain("<thead><tr><th>Field</th><th>Type</th><th>Meaning</th></tr></thead>");
  });

  it("let long code in a cell break at its punctuation only", () => {
    const html = table(
      ["Field", "Default"],
      [["proxy", h("code", null, "http://proxy.internal:3128")]],
    );
    expect(html).toContain("<code>http://<wbr/>proxy.<wbr/>internal:<wbr/>3128</code>");
  });

  it("break names after inner dashes, underscores, dots and colons, never inside ://", () => {
    const parts = (text: string) => renderToStaticMarkup(h("code", null, breakableCode(text)));
    expect(parts("--max-size")).toBe("<code>--max-<wbr/>size</code>");
    expect(parts("FLOWG_API_TOKEN")).toBe("<code>FLOWG_<wbr/>API_<wbr/>TOKEN</code>");
    expect(parts("@expr:toJSON(log)")).toBe("<code>@expr:<wbr/>toJSON(log)</code>");
    expect(parts("googlecloudlogging")).toBe("<code>googlecloudlogging</code>");
  });

  it("leave a table without a header row as it is", () => {
    const html = renderToStaticMarkup(
      h(MdxTable, null, h("tbody", null, h("tr", null, h("td", null, "a")))),
    );
    expect(html).toContain("<table><tbody><tr><td>a</td></tr></tbody></table>");
  });
});
