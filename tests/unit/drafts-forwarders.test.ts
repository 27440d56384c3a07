import fs from "node:fs";
import path from "node:path";
import { mdxFiles } from "../../node/diagrams/source";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import {
  ComponentSchemas,
  exampleProblems,
  schemaExamplesIn,
  schemaExamplesOf,
  untaggedForwarderBlocks,
  type SchemaExample,
} from "../support/schema-examples";
import { versionSources } from "../support/flowg-version";

/**
 * Every ```json block with `schema="<Name>"` in the doc pages must be a valid
 * `components.schemas.<Name>` of the OpenAPI description of the same FlowG version (issue 27:
 * "all forwarder examples validate against the v0.63.0 spec").
 *
 * Both are read wherever v0.63.0 lives (tests/support/flowg-version.ts): drafts/v0.63.0 while
 * it is a draft, `content/docs` and `openapi/flowg.yaml` once the site has switched to it.
 */
const V063 = versionSources("0.63.0");
const DOCS = V063.docs;
const OPENAPI = V063.openapi;
/** Where the per-type reference pages live, one `<type>.mdx` per forwarder type. */
const FORWARDER_PAGES = path.join(DOCS, "reference/forwarders");

const schemas = new ComponentSchemas(OPENAPI);
const examples = schemaExamplesIn(DOCS);

/** The forwarder types of the OpenAPI description: the `type` const of each ForwarderConfig branch. */
function forwarderTypes(): string[] {
  const config = schemas.document.components.schemas.ForwarderConfig as {
    oneOf: Array<{ $ref: string }>;
  };
  return config.oneOf.map(({ $ref }) => {
    const name = $ref.split("/").pop()!;
    const branch = schemas.document.components.schemas[name] as {
      properties: { type: { const: string } };
    };
    return branch.properties.type.const;
  });
}

const label = (e: SchemaExample) => `${e.file}:${e.line} (${e.schema})`;

describe(`schema="…" JSON examples of ${DOCS}`, () => {
  it("finds the examples (a check over nothing would pass)", () => {
    expect(examples.length).toBeGreaterThanOrEqual(11);
  });

  it.each(examples.map((e) => [label(e), e] as const))("%s is valid", (_, example) => {
    expect(exampleProblems(example, schemas)).toEqual([]);
  });

  it("leaves no forwarder definition unchecked (every one carries schema=)", () => {
    expect(mdxFiles(DOCS).flatMap((file) => untaggedForwarderBlocks(file, DOCS))).toEqual([]);
  });

  it("has a reference page per forwarder type, with a Forwarder example of that type", () => {
    const types = forwarderTypes();
    expect(types).toHaveLength(11);
    const missing = types.filter(
      (type) =>
        !examples.some(
          (e) =>
            e.file === path.join(FORWARDER_PAGES, `${type}.mdx`) &&
            e.schema === "Forwarder" &&
            (JSON.parse(e.code) as { config?: { type?: string } }).config?.type === type,
        ),
    );
    expect(missing).toEqual([]);
  });
});

describe("the check itself", () => {
  const page = (json: string, schema = "Forwarder") =>
    [
      "---",
      "title: Broken",
      "---",
      "",
      "Some text.",
      "",
      `\`\`\`json title="broken.json" schema="${schema}"`,
      json,
      "```",
      "",
    ].join("\n");
  const problemsOf = (text: string) =>
    schemaExamplesOf(`${DOCS}/broken.mdx`, DOCS, text).flatMap((e) => exampleProblems(e, schemas));

  it("names the file, the line of the bad value and the schema's complaint", () => {
    const json = [
      "{",
      '  "version": 2,',
      '  "config": {',
      '    "type": "syslog",',
      '    "network": "sctp",',
      '    "address": "logs.example:514",',
      '    "tag": "flowg",',
      '    "severity": "info",',
      '    "facility": "user"',
      "  }",
      "}",
    ].join("\n");
    expect(problemsOf(page(json))).toEqual([
      `${DOCS}/broken.mdx:12: schema Forwarder at /config/network: must be equal to one of the allowed values [#/components/schemas/SyslogNetwork/enum]`,
    ]);
  });

  it("reports only the errors of the branch the `type` selects", () => {
    const problems = problemsOf(
      page(
        '{"version": 2, "config": {"type": "datadog", "url": "https://x.example/api/v2/logs", "apiKey": "k"}}',
      ),
    );
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(
      /broken\.mdx:8: schema Forwarder at \/config: must have required property 'ddsource'/,
    );
  });

  it("finds a forwarder definition without schema=", () => {
    const text = page(
      '{"version": 2, "config": {"type": "otlp", "endpoint": "http://c:4318/v1/logs"}}',
    ).replace(' schema="Forwarder"', "");
    expect(untaggedForwarderBlocks(`${DOCS}/broken.mdx`, DOCS, text)).toEqual([
      `${DOCS}/broken.mdx:7: a forwarder definition without schema="Forwarder" on its fence; add it so the definition is validated`,
    ]);
  });

  it("rejects an unknown type, invalid JSON and an unknown schema name", () => {
    expect(problemsOf(page('{"version": 2, "config": {"type": "kafka"}}'))).toEqual([
      `${DOCS}/broken.mdx:8: schema Forwarder at /config: value of tag "type" must be in oneOf [#/discriminator]`,
    ]);
    expect(problemsOf(page('{\n  "version": 2,\n  "config": {"type": "otlp",}\n}'))[0]).toMatch(
      /broken\.mdx:10: not valid JSON \(schema="Forwarder"\)/,
    );
    expect(problemsOf(page("{}", "Fowarder"))).toEqual([
      `${DOCS}/broken.mdx:7: schema="Fowarder" names no schema of ${OPENAPI} (components.schemas)`,
    ]);
  });
});

describe(`forwarder examples of ${OPENAPI} itself`, () => {
  const raw = YAML.parse(fs.readFileSync(OPENAPI, "utf8")) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const componentExamples = Object.entries(schemas.document.components.schemas)
    .filter(([name]) => /Forwarder$/.test(name))
    .flatMap(([name, schema]) => {
      const example = (schema as { example?: unknown }).example;
      return example === undefined ? [] : [[`components.schemas.${name}.example`, name, example]];
    });
  const save = raw.paths["/api/v1/forwarders/{forwarder}"]?.put as {
    requestBody: {
      content: { "application/json": { examples: Record<string, { value: unknown }> } };
    };
  };
  const requestExamples = Object.entries(save.requestBody.content["application/json"].examples).map(
    ([key, { value }]) => [`save_forwarder example ${key}`, "SaveForwarderRequest", value],
  );

  it.each([...componentExamples, ...requestExamples] as Array<[string, string, unknown]>)(
    "%s is a valid %s",
    (_, name, value) => {
      expect(schemas.errors(name, value).map((e) => `${e.instancePath}: ${e.message}`)).toEqual([]);
    },
  );
});
