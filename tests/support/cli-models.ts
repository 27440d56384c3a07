import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { flattenCommands } from "../../node/cli/flatten";
import { cliCommandNodeFields } from "../../node/cli/nodes";
import { cliPageModels, type CliModelOptions } from "../../node/cli/page-models";
import { parseCliFile, type CliCommandData } from "../../node/cli/schema";
import type { ApiOperationNode, CliCommandNode } from "../../node/node-types";
import type { CliCommandModel } from "../../src/shared/cli-model";

/**
 * CLI page models the way the build makes them: CliCommand node fields from the command data
 * (node/cli/nodes.ts, as onCreateNode makes them), wrapped as nodes, then cliPageModels()
 * over a store holding them and the ApiOperation nodes of the operations given.
 */

/** The fields of an ApiOperation node a CLI model reads. */
export type CalledOperation = Pick<
  ApiOperationNode,
  "operationId" | "slug" | "method" | "path" | "summary"
>;

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

export function cliModelsFromData(
  files: ReadonlyArray<{ root: CliCommandData; sourcePath: string }>,
  operations: readonly CalledOperation[],
  options?: CliModelOptions,
): CliCommandModel[] {
  const commands = files.flatMap(({ root, sourcePath }) =>
    flattenCommands(root).map((record) => {
      const fields = cliCommandNodeFields(record, {
        basePath: "/flowg",
        sourcePath,
        additionalLanguages: [],
      });
      return {
        ...fields,
        id: `cli:${record.title}`,
        parent: null,
        children: [],
        internal: { type: "CliCommand", contentDigest: digest(fields), owner: "test" },
      } as unknown as CliCommandNode;
    }),
  );
  const operationNodes = operations.map(
    (op) =>
      ({
        ...op,
        id: `op:${op.operationId}`,
        parent: null,
        children: [],
        internal: { type: "ApiOperation", contentDigest: digest(op), owner: "test" },
      }) as unknown as ApiOperationNode,
  );
  return cliPageModels(
    { cliCommands: () => commands, apiOperations: () => operationNodes },
    options,
  ).commands;
}

/** The operations of openapi/flowg.yaml, as the source plugin describes them. */
export function operationsFromFile(file = "openapi/flowg.yaml"): CalledOperation[] {
  return describeOperations(YAML.parse(fs.readFileSync(file, "utf8")), { file }).operations;
}

/**
 * The models of `<cli>/<binary>.yaml` files, with the operations of an OpenAPI description: by
 * default content/cli and openapi/flowg.yaml (the current version); a FlowG version's own
 * through `versionSources` (tests/support/flowg-version.ts).
 */
export function cliModelsFromFiles(
  binaries: readonly string[],
  options?: CliModelOptions,
  sources: { cli: string; openapi: string } = { cli: "content/cli", openapi: "openapi/flowg.yaml" },
): CliCommandModel[] {
  const files = binaries.map((binary) => {
    const sourcePath = path.join(sources.cli, `${binary}.yaml`);
    const root = parseCliFile(YAML.parse(fs.readFileSync(sourcePath, "utf8")), sourcePath);
    return { root, sourcePath };
  });
  return cliModelsFromData(files, operationsFromFile(sources.openapi), options);
}
