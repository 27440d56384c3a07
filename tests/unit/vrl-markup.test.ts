import { describe, expect, it } from "vitest";
import type { MdNode } from "../../node/mdx/mdast";
import { remarkVrlExamples } from "../../node/mdx/remark-vrl-examples";
import { metaAttribute, vrlExamplesOf } from "../../node/mdx/vrl-examples";
import { stateFromHash, stateToHash, testTransformerCurl } from "../../src/shared/vrl/playground";

const page = (...blocks: string[]) => blocks.join("\n\n");
const fence = (lang: string, meta: string, body: string) =>
  `\`\`\`${lang} ${meta}\n${body}\n\`\`\``;

describe("VRL example markup in MDX", () => {
  it("reads meta attributes in any quoting", () => {
    expect(metaAttribute('title="a b" example=x', "example")).toBe("x");
    expect(metaAttribute("server-only='needs 0.27'", "server-only")).toBe("needs 0.27");
    expect(metaAttribute('title="example=y"', "example")).toBeNull();
  });

  it("ties script, input and outputs by name, with their lines", () => {
    const source = page(
      "---\ntitle: T\n---",
      fence("json", 'input="n"', '{"a": "1"}'),
      fence("vrl", 'title="N" example="n"', ".b = 2"),
      fence("json", 'output="n" at="record"', '{"success": true, "record": {"a": "1", "b": "2"}}'),
    );
    expect(vrlExamplesOf(source, "p.mdx")).toEqual([
      {
        file: "p.mdx",
        name: "n",
        line: 9,
        title: "N",
        script: ".b = 2",
        input: { a: "1" },
        inputLine: 5,
        outputs: [{ line: 13, at: "record", records: [{ a: "1", b: "2" }] }],
        serverOnly: null,
      },
    ]);
  });

  it("reads several records from an output block that holds a JSON array", () => {
    const source = page(
      fence("vrl", 'example="n"', ". = [{}, {}]"),
      fence("json", 'input="n"', "{}"),
      fence("json", 'output="n"', '[{"a": "1"}, {"a": "2"}]'),
      fence("json", 'output="n" at="records"', '{"success": true, "records": []}'),
    );
    expect(vrlExamplesOf(source, "p.mdx")[0]!.outputs).toEqual([
      { line: 9, at: null, records: [{ a: "1" }, { a: "2" }] },
      { line: 13, at: "records", records: [] },
    ]);
    const badItem = page(
      fence("vrl", 'example="n"', ". = [{}]"),
      fence("json", 'input="n"', "{}"),
      fence("json", 'output="n"', '[{"a": "1"}, {"a": 2}]'),
    );
    expect(() => vrlExamplesOf(badItem, "p.mdx")).toThrow(
      'p.mdx:9: output of "n", item 1: Field "a" is number; every field of a FlowG record is a string (write "a": "2").',
    );
    const arrayInput = page(
      fence("vrl", 'example="n"', ".a = 1"),
      fence("json", 'input="n"', '[{"a": "1"}]'),
    );
    expect(() => vrlExamplesOf(arrayInput, "p.mdx")).toThrow(
      'p.mdx:5: input of "n": The record must be a JSON object of string fields, not an array.',
    );
  });

  it("fails with the file, the line and what is wrong", () => {
    const ok = fence("vrl", 'example="n"', ".a = 1");
    expect(() => vrlExamplesOf(page(ok, fence("json", 'input="m"', "{}")), "p.mdx")).toThrow(
      'p.mdx:5: input="m" names no ```vrl example="m" block on this page (examples: "n")',
    );
    expect(() => vrlExamplesOf(page(ok, fence("json", 'input="n"', '{"a": 1}')), "p.mdx")).toThrow(
      'p.mdx:5: input of "n": Field "a" is number; every field of a FlowG record is a string (write "a": "1").',
    );
    expect(() => vrlExamplesOf(page(ok, fence("json", 'input="n"', "{}")), "p.mdx")).toThrow(
      'p.mdx:1: example "n" has no ```json output="n" block',
    );
    expect(() => vrlExamplesOf(page(ok, ok), "p.mdx")).toThrow(
      'p.mdx:5: a second VRL example named "n" on this page',
    );
    expect(() => vrlExamplesOf(fence("bash", 'example="n"', "ls"), "p.mdx")).toThrow(
      'p.mdx:1: example="n" belongs on a ```vrl block',
    );
  });

  it("accepts a server-only example without output", () => {
    const source = page(
      fence("vrl", 'example="n" server-only="uses a function added in VRL 0.26"', ".a = 1"),
      fence("json", 'input="n"', "{}"),
    );
    expect(vrlExamplesOf(source, "p.mdx")[0]?.serverOnly).toBe("uses a function added in VRL 0.26");
  });

  it("puts a Run element after each script", () => {
    const code = (lang: string, meta: string, value: string): MdNode => ({
      type: "code",
      lang,
      meta,
      value,
      position: { start: { line: 1, column: 1 } },
    });
    const tree: MdNode = {
      type: "root",
      children: [
        code("vrl", 'example="n"', ".a = 1"),
        code("json", 'input="n"', '{"x": "y"}'),
        code("json", 'output="n"', '{"a": "1", "x": "y"}'),
      ],
    };
    remarkVrlExamples()(tree, { path: "/repo/content/docs/p.mdx" });
    expect(tree.children?.map((n) => n.name ?? n.type)).toEqual(["code", "VrlRun", "code", "code"]);
    expect(tree.children?.[1]?.attributes).toEqual([
      { type: "mdxJsxAttribute", name: "name", value: "n" },
      { type: "mdxJsxAttribute", name: "script", value: ".a = 1" },
      { type: "mdxJsxAttribute", name: "input", value: '{"x":"y"}' },
    ]);
  });
});

describe("the playground's URL state and curl call", () => {
  it("round-trips script and record through the fragment", () => {
    const state = { script: '.a = "é & #"\n.b = 1', recordJson: '{"k": "v=1&x"}' };
    expect(stateFromHash(stateToHash(state))).toEqual(state);
    expect(stateFromHash("#script=only")).toBeNull();
  });

  it("builds POST /api/v1/test/transformer with {code, record}", () => {
    expect(
      testTransformerCurl(
        { script: '.a = "x"', recordJson: '{\n  "k": "v"\n}' },
        "https://flowg.example.com/",
      ),
    ).toBe(
      [
        'curl -sS -X POST "https://flowg.example.com/api/v1/test/transformer" \\',
        '  -H "Authorization: Bearer $FLOWG_API_TOKEN" \\',
        '  -H "Content-Type: application/json" \\',
        "  --data-binary @- <<'FLOWG_TEST'",
        '{"code": ".a = \\"x\\"", "record": {"k":"v"}}',
        "FLOWG_TEST",
      ].join("\n"),
    );
  });

  it("never lets the body end the here-document", () => {
    const curl = testTransformerCurl({ script: "# x\nFLOWG_TEST", recordJson: "{}" }, "");
    expect(curl).toContain('http://localhost:5080/api/v1/test/transformer"');
    // The script is JSON-encoded, so its newline is "\n" and no body line equals the delimiter.
    expect(curl.split("\n").at(-1)).toBe("FLOWG_TEST");
  });
});
