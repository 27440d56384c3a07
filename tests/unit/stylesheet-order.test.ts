import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { globalStylesFirst } from "../../src/theme-common/stylesheetOrder";

const style = (href: string) => h("style", { key: href, "data-href": href });
const hrefs = (nodes: ReturnType<typeof globalStylesFirst>) =>
  nodes.map((n) => (n as { props: Record<string, string> }).props["data-href"] ?? "meta");

describe("inlined stylesheets", () => {
  it("puts the entry (global) stylesheet before the template's, keeping everything else", () => {
    const head = [
      h("meta", { key: "m", charSet: "utf-8" }),
      style("/flowg/5640-2253afc7.css"),
      style("/flowg/app.899c96ba5040356779b4.css"),
      style("/flowg/1196-ad113ab1.css"),
    ];
    expect(hrefs(globalStylesFirst(head))).toEqual([
      "meta",
      "/flowg/app.899c96ba5040356779b4.css",
      "/flowg/5640-2253afc7.css",
      "/flowg/1196-ad113ab1.css",
    ]);
  });

  it("leaves a head without the entry stylesheet as it is", () => {
    const head = [style("/flowg/5640-2253afc7.css")];
    expect(hrefs(globalStylesFirst(head))).toEqual(["/flowg/5640-2253afc7.css"]);
  });
});
