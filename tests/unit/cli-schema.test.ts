import fs from "node:fs";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { checkApiReferences } from "../../node/cli/api-references";
import { parseCliFile, stripNodeKeys } from "../../node/cli/schema";

const FILE = "content/cli/flowg-demo.yaml";

/** A small valid file: a root with one group holding one leaf. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests write wrong values on purpose
function fixture(): Record<string, any> {
  return {
    name: "flowg-demo",
    usage: "flowg-demo [command]",
    purpose: "Demonstrate the format.",
    description: "A *demo*.",
    flags: [
      {
        name: "api",
        type: "string",
        default: "http://localhost:5080",
        env: "FLOWG_API",
        description: "Base URL.",
      },
    ],
    commands: [
      {
        name: "stream",
        usage: "flowg-demo stream [command]",
        purpose: "Group of stream commands.",
        description: "Streams.",
        commands: [
          {
            name: "set",
            usage: "flowg-demo stream set [flags]",
            purpose: "Change a stream.",
            description: "Sets things.",
            flags: [{ name: "max-size", type: "int64", default: "0", description: "Megabytes." }],
            api: ["configure_stream"],
            examples: [{ title: "Cap a stream", code: "flowg-demo stream set --max-size 5\n\n" }],
          },
        ],
      },
    ],
  };
}

describe("CLI data schema", () => {
  it("accepts the three content files", () => {
    for (const binary of ["flowg-server", "flowg-health", "flowg-client"]) {
      const file = `content/cli/${binary}.yaml`;
      const root = parseCliFile(YAML.parse(fs.readFileSync(file, "utf8")), file);
      expect(root.name).toBe(binary);
    }
  });

  it("fills defaults, accepts int64 and trims example code", () => {
    const root = parseCliFile(fixture(), FILE);
    const leaf = root.commands[0]!.commands[0]!;
    expect(leaf.flags[0]).toMatchObject({ type: "int64", required: false });
    expect(leaf.examples[0]!.code).toBe("flowg-demo stream set --max-size 5");
    expect(root.commands[0]!.examples).toEqual([]);
    expect(root.notes).toEqual([]);
  });

  it("names the file, the path and the expected type for a wrong type", () => {
    const bad = fixture();
    bad.commands[0].commands[0].flags[0].default = 0;
    expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
        - commands[0].commands[0].flags[0].default: expected string, received number 0]
    `);
  });

  it("names the path of an unknown key", () => {
    const bad = fixture();
    bad.commands[0].commands[0].flags[0].envvar = "FLOWG_MAX";
    bad.commands[0].aliases = ["s"];
    expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
        - commands[0].commands[0].flags[0]: unknown key "envvar"
        - commands[0]: unknown key "aliases"]
    `);
  });

  it("lists the flag types and note kinds it knows", () => {
    const bad = fixture();
    bad.flags[0].type = "float";
    bad.notes = [{ kind: "caution", body: "Careful." }];
    expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
        - flags[0].type: expected one of "string" | "bool" | "int" | "int64" | "uint64" | "duration" | "stringArray" | "stringSlice" | "stringToString" | "key=value", received "float"
        - notes[0].kind: expected one of "note" | "tip" | "info" | "warning" | "danger", received "caution"]
    `);
  });

  it("checks the rules the shape cannot express", () => {
    const bad = fixture();
    bad.name = "flowg-other";
    bad.commands.unshift({ ...bad.commands[0], name: "tail", commands: [] });
    bad.commands[1].commands[0].flags.push({
      name: "max-size",
      type: "int",
      default: "1",
      description: "Again.",
    });
    expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
        - name: expected "flowg-demo" (the file name), received "flowg-other"
        - commands: expected alphabetical order, received tail, stream
        - commands[0].examples: a command without subcommands needs at least one example
        - commands[1].commands[0].flags[1].name: "max-size" is listed twice]
    `);
  });

  it("ignores the keys Gatsby adds to a YAML node", () => {
    const node = {
      ...fixture(),
      id: "x",
      parent: "y",
      children: [],
      internal: { type: "CliYaml" },
    };
    expect(() => parseCliFile(stripNodeKeys(node), FILE)).not.toThrow();
  });

  it("reports API operations missing from the OpenAPI document", () => {
    const problems = checkApiReferences(
      [
        { api: ["login"], sourcePath: "content/cli/flowg-client.yaml", dataPath: "commands[4]" },
        {
          api: ["get_role", "save_rol"],
          sourcePath: "content/cli/flowg-client.yaml",
          dataPath: "commands[0].commands[0].commands[1]",
        },
      ],
      new Set(["login", "get_role", "save_role"]),
    );
    expect(problems.join("\n")).toMatchInlineSnapshot(`
      "content/cli/flowg-client.yaml: invalid CLI data
        - commands[0].commands[0].commands[1].api[1]: unknown operationId "save_rol" (not in openapi/flowg.yaml)"
    `);
  });

  describe("configuration file (configFile)", () => {
    /** The fixture's root reading an HCL file named by a --config flag. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests write wrong values on purpose
    function withConfig(): Record<string, any> {
      const root = fixture();
      root.flags.push({ name: "config", type: "string", default: "", description: "The file." });
      root.configFile = {
        format: "hcl",
        flag: "config",
        description: "The file wins over the environment.",
        keys: [
          { path: "services", type: "block", description: "Listeners." },
          { path: "services.http", type: "block", description: "The HTTP listener." },
          {
            path: "services.http.bind",
            type: "string",
            default: ":5080",
            env: "FLOWG_HTTP_BIND_ADDRESS",
            description: "Address.",
          },
          { path: "storage", type: "block", description: "Storage." },
          {
            path: "storage.backend",
            type: "block",
            default: "badgerdb",
            env: "FLOWG_STORAGE_BACKEND",
            allowed: ["badgerdb", "foundationdb"],
            description: "One labelled block.",
          },
          {
            path: 'storage.backend "badgerdb".auth_dir',
            type: "string",
            default: "./data/auth",
            description: "Directory.",
          },
        ],
        example: { title: "A file", code: 'services {\n  http {\n    bind = ":8080"\n  }\n}\n\n' },
      };
      return root;
    }

    it("accepts a configuration file, fills defaults and trims the example", () => {
      const root = parseCliFile(withConfig(), FILE);
      expect(root.configFile!.keys[2]).toMatchObject({
        path: "services.http.bind",
        required: false,
      });
      expect(root.configFile!.example!.code.endsWith("}")).toBe(true);
    });

    it("keeps files without a configuration file valid", () => {
      expect(parseCliFile(fixture(), FILE).configFile).toBeUndefined();
    });

    it("names the file, the path and what was expected for a malformed key", () => {
      const bad = withConfig();
      bad.configFile.format = "toml";
      bad.configFile.keys[2].type = "int";
      bad.configFile.keys[2].path = "services.http.Bind";
      bad.configFile.keys[2].env = "flowg_http";
      bad.configFile.keys[3].envvar = "FLOWG_X";
      expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
        [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
          - configFile.format: expected one of "hcl", received "toml"
          - configFile.keys[2].path: expected a dotted key path such as services.http.bind or storage.backend "badgerdb".auth_dir
          - configFile.keys[2].type: expected one of "string" | "bool" | "number" | "list(string)" | "block", received "int"
          - configFile.keys[2].env: expected an environment variable name
          - configFile.keys[3]: unknown key "envvar"]
      `);
    });

    it("checks the flag, the order of blocks, duplicates, allowed values and the root", () => {
      const bad = withConfig();
      bad.configFile.flag = "conf";
      bad.configFile.keys.splice(1, 1); // services.http is no longer listed
      bad.configFile.keys.push({ ...bad.configFile.keys[0] });
      bad.configFile.keys[3].default = "sqlite";
      bad.commands[0].configFile = withConfig().configFile;
      expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
        [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
          - configFile.flag: "conf" is not a flag of this command
          - configFile.keys[1].path: the block "services.http" must be listed (type block) before "services.http.bind"
          - configFile.keys[3].default: "sqlite" is not in allowed
          - configFile.keys[5].path: "services" is listed twice
          - commands[0].configFile: only the root command of a file can read a configuration file
          - commands[0].configFile.flag: "config" is not a flag of this command]
      `);
    });

    it("refuses a variable listed under a key and under environment, and clashing anchors", () => {
      const bad = withConfig();
      bad.environment = [{ name: "FLOWG_HTTP_BIND_ADDRESS", description: "Again." }];
      bad.configFile.keys[3] = { path: "storage", type: "block", description: "Storage." };
      bad.configFile.keys.push(
        { path: 'storage.backend "a-b"', type: "block", description: "Dashed label." },
        { path: 'storage.backend "a".b', type: "string", description: "Same anchor." },
      );
      expect(() => parseCliFile(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
        [ContentError: content/cli/flowg-demo.yaml: invalid CLI data
          - configFile.keys[2].env: FLOWG_HTTP_BIND_ADDRESS is also listed under environment[0]; describe it in one place
          - configFile.keys[7].path: "storage.backend "a".b" and "storage.backend "a-b"" would share the page anchor #config-storage-backend-a-b]
      `);
    });
  });
});
