import fs from "node:fs";
import type { Node } from "gatsby";
import YAML from "yaml";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { apiPageModels, type ApiOperationModel } from "../../node/api/page-models";
import { nodeStore, type NodeStore } from "../../node/store";

/**
 * API page models the way the build makes them, from files: the nodes gatsby-source-openapi and
 * the overview's YAML make (no docs, no CLI commands: no guides or command links), in a store
 * that apiPageModels() reads.
 */
export function apiModelStore(
  openapi = "openapi/flowg.yaml",
  overview = "content/api/overview.yaml",
): NodeStore {
  const described = describeOperations(YAML.parse(fs.readFileSync(openapi, "utf8")), {
    file: openapi,
  });
  const node = (id: string, type: string, fields: object): Node =>
    ({
      ...fields,
      id,
      parent: null,
      children: [],
      internal: { type, contentDigest: `digest:${openapi}:${id}`, owner: "test" },
    }) as Node;
  const nodes: Record<string, Node[]> = {
    ApiSpec: [node("spec", "ApiSpec", described.spec)],
    ApiOperation: described.operations.map((op) =>
      node(`op:${op.operationId}`, "ApiOperation", op),
    ),
    ApiOverviewYaml: [
      node("overview", "ApiOverviewYaml", YAML.parse(fs.readFileSync(overview, "utf8"))),
    ],
  };
  return nodeStore((type) => nodes[type] ?? []);
}

/** The operations' models of an OpenAPI file, at the routes of the current version (/docs/api/...). */
export function apiModelsFromFile(openapi = "openapi/flowg.yaml"): ApiOperationModel[] {
  return apiPageModels(apiModelStore(openapi), { basePath: "/flowg", additionalLanguages: [] })
    .operations;
}
