import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { headOf, mergeHeads } from "../../src/theme-common/head/state";

describe("the browser's <Helmet> state", () => {
  it("reads title, html attributes, meta, link and JSON-LD children", () => {
    const head = headOf({
      htmlAttributes: { lang: "en" },
      children: [
        h("title", { key: 1 }, "Installation | FlowG"),
        h("meta", { key: 2, name: "description", content: "Install it" }),
        false,
        [h("link", { key: 3, rel: "canonical", href: "https://x/flowg/docs" })],
        h("script", { key: 4, type: "application/ld+json" }, '{"@type":"Thing"}'),
      ],
    });
    expect(head).toEqual({
      title: "Installation | FlowG",
      htmlAttributes: { lang: "en" },
      tags: [
        { tag: "meta", attributes: { name: "description", content: "Install it" } },
        { tag: "link", attributes: { rel: "canonical", href: "https://x/flowg/docs" } },
        { tag: "script", attributes: { type: "application/ld+json" }, text: '{"@type":"Thing"}' },
      ],
    });
  });

  it("takes the title prop and joins a title made of several strings", () => {
    expect(headOf({ title: "This page crashed." }).title).toBe("This page crashed.");
    expect(headOf({ children: h("title", null, "A", " | ", "B") }).title).toBe("A | B");
  });

  it("refuses a child it would not put in the head", () => {
    expect(() => headOf({ children: h("style", null, "x{}") })).toThrow(
      "<Helmet> child <style> is not supported (title, meta, link, script)",
    );
  });

  it("lets an inner <Helmet> replace the title and tags of the same name, keeping the rest", () => {
    const layout = headOf({ htmlAttributes: { lang: "en" } });
    const page = headOf({
      children: [
        h("title", { key: 1 }, "Page"),
        h("meta", { key: 2, property: "og:title", content: "Page" }),
        h("meta", { key: 3, name: "description", content: "About the page" }),
      ],
    });
    const crash = headOf({
      title: "This page crashed.",
      children: h("meta", { property: "og:title", content: "Crashed" }),
    });
    const merged = mergeHeads([layout, page, crash]);
    expect(merged.title).toBe("This page crashed.");
    expect(merged.htmlAttributes).toEqual({ lang: "en" });
    expect(merged.tags.map((t) => t.attributes.content)).toEqual(["About the page", "Crashed"]);
  });

  it("keeps several JSON-LD blocks and has no title when none is set", () => {
    const ld = (text: string) => h("script", { key: text, type: "application/ld+json" }, text);
    const merged = mergeHeads([headOf({ children: [ld("{1}"), ld("{2}")] })]);
    expect(merged.title).toBeUndefined();
    expect(merged.tags.map((t) => t.text)).toEqual(["{1}", "{2}"]);
  });
});
