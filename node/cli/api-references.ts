import type { CliCommandNodeFields } from "./nodes";

/**
 * Every `api` entry must be an operationId of the OpenAPI document, or the page would link to an
 * API page that does not exist. One message per file, naming the path inside it.
 */
export function checkApiReferences(
  commands: ReadonlyArray<Pick<CliCommandNodeFields, "api" | "sourcePath" | "dataPath">>,
  operationIds: ReadonlySet<string>,
): string[] {
  const byFile = new Map<string, string[]>();
  // In the order of the files and of the commands in each (the nodes come by id).
  const inFileOrder = [...commands].sort(
    (a, b) =>
      a.sourcePath.localeCompare(b.sourcePath) ||
      a.dataPath.localeCompare(b.dataPath, "en", { numeric: true }),
  );
  for (const command of inFileOrder) {
    command.api.forEach((id, i) => {
      if (operationIds.has(id)) return;
      const at = `${command.dataPath ? `${command.dataPath}.` : ""}api[${i}]`;
      const lines = byFile.get(command.sourcePath) ?? [];
      lines.push(`  - ${at}: unknown operationId "${id}" (not in openapi/flowg.yaml)`);
      byFile.set(command.sourcePath, lines);
    });
  }
  return [...byFile].map(([file, lines]) => `${file}: invalid CLI data\n${lines.join("\n")}`);
}
