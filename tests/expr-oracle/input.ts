import fs from "node:fs";
import { mdxFiles } from "../../node/diagrams/source";
import { readDocSource } from "../support/docs-check";
import { filtersOf } from "../support/expr-filters";

/**
 * Prints the texts for the expr oracle (README.md): corpus.json, then every filter of the docs
 * tree given as argument (default: the v0.63.0 drafts), without repeats.
 */
const dir = process.argv[2] ?? "drafts/v0.63.0/content/docs";
const corpus = JSON.parse(fs.readFileSync("tests/expr-oracle/corpus.json", "utf8")) as string[];
const docs = mdxFiles(dir).flatMap((file) =>
  filtersOf(file, readDocSource(file, dir).body).filters.map((f) => f.text),
);
process.stdout.write(`${JSON.stringify([...new Set([...corpus, ...docs])], null, 2)}\n`);
