/**
 * Ids of the sections every CLI page may have, shared by the node side (which keeps the ids of
 * examples and extra sections clear of them) and the page (headings and table of contents).
 */
export const CLI_SECTION_IDS = {
  synopsis: "synopsis",
  description: "description",
  subcommands: "subcommands",
  arguments: "arguments",
  flags: "flags",
  configFile: "configuration-file",
  environment: "environment",
  output: "output",
  examples: "examples",
  api: "api-calls",
  seeAlso: "see-also",
} as const;
