import { parseVersion } from "@shared/vrl/versions";
import type { FlowRules } from "@shared/flow/check";
import { flowSchemaBundle } from "@shared/flow/json-schema";
import type { VersionModel } from "../model";

/**
 * The rules the pipeline viewer checks a flow by, for each documented FlowG version (current
 * first): the version's flow schema, read from its OpenAPI document, and the language of its
 * switch conditions (expr from v0.46.0 on, FlowG's own filter language before).
 */
export function flowRulesOf(site: VersionModel): FlowRules[] {
  return site.site.versions.map((version) => {
    const spec = version.store.apiSpecs()[0];
    if (!spec)
      throw new Error(
        `docs version ${version.version.name}: no OpenAPI document, which the pipeline viewer reads its flow schema from`,
      );
    const [major, minor] = parseVersion(version.version.name) ?? [0, 0, 0];
    return {
      version: version.version.name,
      schema: flowSchemaBundle(spec.document),
      conditions: major > 0 || minor >= 46 ? "expr" : "filterdsl",
    };
  });
}
