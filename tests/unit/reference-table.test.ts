import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  CodeList,
  ReferenceTable,
  type ReferenceColumn,
  type ReferenceTableProps,
} from "../../src/theme/ReferenceTable";
import { checkUnique, planEntry } from "../../src/theme/ReferenceTable/model";
import { cssFiles } from "../support/stylesheets";

interface Row {
  name: string;
  type: string;
  depth: number;
  option?: string;
}

const rows: Row[] = [
  { name: "level", type: "string", depth: 0 },
  { name: "fields", type: "map", depth: 0 },
  { name: "host", type: "string", depth: 1 },
  { name: "", type: "", depth: 1, option: "Option 1 of 2" },
];

const columns: ReferenceColumn<Row>[] = [
  { header: "Type", label: "Type", kind: "type", cell: (row) => row.type },
  { header: "Description", kind: "text", cell: (row) => `About ${row.name}` },
];

function render(props: Partial<ReferenceTableProps<Row>>) {
  const html = renderToStaticMarkup(
    createElement(ReferenceTable<Row>, {
      caption: "Fields",
      name: { header: "Field", cell: (row) => createElement("code", null, row.name) },
      columns,
      rows,
      rowKey: (row, i) => `${i}`,
      ...props,
    }),
  );
  return parse(html);
}

describe("reference table: entry plans", () => {
  const options = { rowKey: (row: Row) => row.name, rowDepth: (row: Row) => row.depth };

  it("keys, anchors and indents each entry", () => {
    expect(planEntry(rows[2]!, 2, { ...options, rowId: (row) => `f-${row.name}` }, null)).toEqual({
      key: "host",
      id: "f-host",
      style: { "--depth": 1 },
      spanning: false,
    });
    expect(planEntry(rows[0]!, 0, { rowKey: (_, i) => `${i}` }, "x")).toEqual({
      key: "0",
      id: undefined,
      style: undefined,
      spanning: true,
    });
  });

  it("refuses a depth that is not a whole number from 0", () => {
    expect(() => planEntry({ ...rows[0]!, depth: -1 }, 0, options, null)).toThrow(
      'ReferenceTable: entry "level" has depth -1',
    );
    expect(() => planEntry({ ...rows[0]!, depth: 0.5 }, 0, options, null)).toThrow(
      'ReferenceTable: entry "level" has depth 0.5',
    );
  });

  it("refuses two entries with the same key or anchor", () => {
    const plan = { key: "a", id: "flag-a", style: undefined, spanning: false };
    expect(() => checkUnique([plan, { ...plan, key: "b" }], "Flags")).toThrow(
      'ReferenceTable "Flags": duplicate id flag-a',
    );
    expect(() => checkUnique([plan, { ...plan, id: undefined }], "Flags")).toThrow(
      'ReferenceTable "Flags": duplicate key a',
    );
    expect(() => checkUnique([plan, { ...plan, key: "b", id: "flag-b" }], "Flags")).not.toThrow();
  });
});

describe("reference table: markup", () => {
  it("has a caption, column headers, a row header per entry and card labels", () => {
    const root = render({ rowId: (row) => (row.name ? `field-${row.name}` : undefined) });
    expect(root.querySelector("caption")!.text).toBe("Fields");
    expect(root.querySelector("caption")!.classList.contains("visually-hidden")).toBe(true);
    expect(
      root.querySelectorAll("thead th").map((th) => [th.getAttribute("scope"), th.text]),
    ).toEqual([
      ["col", "Field"],
      ["col", "Type"],
      ["col", "Description"],
    ]);
    const body = root.querySelectorAll("tbody");
    expect(body).toHaveLength(1);
    const entries = body[0]!.querySelectorAll("tr");
    expect(entries.map((tr) => tr.id)).toEqual(["field-level", "field-fields", "field-host", ""]);
    expect(entries[0]!.querySelector("th")!.getAttribute("scope")).toBe("row");
    expect(entries[0]!.querySelectorAll("td").map((td) => td.getAttribute("data-label"))).toEqual([
      "Type",
      undefined,
    ]);
  });

  it("sets the depth of nested entries and spans a row across every column", () => {
    const root = render({
      rowDepth: (row) => row.depth,
      span: (row) => row.option ?? null,
    });
    const entries = root.querySelectorAll("tbody tr");
    expect(entries.map((tr) => tr.getAttribute("style"))).toEqual([
      "--depth:0",
      "--depth:0",
      "--depth:1",
      "--depth:1",
    ]);
    const spanning = entries[3]!;
    expect(spanning.querySelectorAll("td").map((td) => td.getAttribute("colspan"))).toEqual(["3"]);
    expect(spanning.text).toBe("Option 1 of 2");
  });

  it("groups an entry and its detail row in an anchored row group", () => {
    const root = render({
      rows: rows.slice(0, 2),
      rowId: (row) => `flag-${row.name}`,
      detail: (row) => `What ${row.name} does`,
    });
    const groups = root.querySelectorAll("tbody");
    expect(groups.map((group) => group.id)).toEqual(["flag-level", "flag-fields"]);
    const [head, detail] = groups[0]!.querySelectorAll("tr");
    expect(head!.id).toBe("");
    expect(head!.querySelector("th")!.text).toBe("level");
    expect(detail!.querySelector("td")!.getAttribute("colspan")).toBe("3");
    expect(detail!.text).toBe("What level does");
  });
});

describe("code lists", () => {
  it("separate values with commas, or with the separator given", () => {
    const html = (separator?: string) =>
      renderToStaticMarkup(createElement(CodeList, { values: ["a", "b", "c"], separator }));
    expect(html()).toBe(
      "<span><code>a</code></span><span>, <code>b</code></span><span>, <code>c</code></span>",
    );
    expect(html(" and ")).toBe(
      "<span><code>a</code></span><span> and <code>b</code></span><span> and <code>c</code></span>",
    );
  });
});

describe("reference table: one responsive style", () => {
  it("is the only stylesheet that turns table rows into blocks or hides a header row", () => {
    const copies = cssFiles("src")
      .filter((file) => file !== path.join("src", "theme", "ReferenceTable", "styles.module.css"))
      .filter((file) => {
        const css = fs.readFileSync(file, "utf8");
        return /\bthead\s*\{/.test(css) || /\btr\b[^{]*\{[^}]*display:\s*block/.test(css);
      });
    expect(copies).toEqual([]);
  });
});
