import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  byVersion,
  CURRENT_VERSION,
  landingDir,
  SITE_VERSIONS,
  versionSources,
  type Layout,
} from "../support/flowg-version";

/** The test helper that finds a FlowG version's sources (tests/support/flowg-version.ts). */

let root: string;
let layout: Layout;

function write(...files: string[]): void {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "");
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-version-"));
  layout = { root, current: "0.63.0", archived: ["0.45.8"], versionsDir: "versions" };
  fs.mkdirSync(path.join(root, "content/docs"), { recursive: true });
  fs.mkdirSync(path.join(root, "content/cli"));
  fs.mkdirSync(path.join(root, "versions/0.45.8/docs"), { recursive: true });
  fs.mkdirSync(path.join(root, "versions/0.45.8/cli"));
  fs.mkdirSync(path.join(root, "drafts/v0.70.0/content/docs"), { recursive: true });
  fs.mkdirSync(path.join(root, "drafts/v0.70.0/content/cli"));
  write(
    "content/sidebars.yaml",
    "openapi/flowg.yaml",
    "versions/0.45.8/sidebars.yaml",
    "versions/0.45.8/openapi.yaml",
    "drafts/v0.70.0/content/sidebars.yaml",
    "drafts/v0.70.0/openapi/flowg.yaml",
  );
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const relative = (sources: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(sources).map(([k, v]) => [
      k,
      typeof v === "string" && path.isAbsolute(v) ? path.relative(root, v) : v,
    ]),
  );

describe("versionSources", () => {
  it("finds the current version in content/ and openapi/", () => {
    expect(relative({ ...versionSources("0.63.0", layout) })).toEqual({
      version: "0.63.0",
      place: "current",
      docs: "content/docs",
      cli: "content/cli",
      sidebars: "content/sidebars.yaml",
      openapi: "openapi/flowg.yaml",
      landing: "content/landing",
    });
  });

  it("finds an archived version in versions/<name>/, without a landing page", () => {
    const archived = versionSources("0.45.8", layout);
    expect(relative({ ...archived })).toEqual({
      version: "0.45.8",
      place: "archived",
      docs: "versions/0.45.8/docs",
      cli: "versions/0.45.8/cli",
      sidebars: "versions/0.45.8/sidebars.yaml",
      openapi: "versions/0.45.8/openapi.yaml",
      landing: null,
    });
    expect(() => landingDir(archived)).toThrow(
      "FlowG 0.45.8 is archived: the landing page (content/landing) is not versioned",
    );
  });

  it("finds a draft in drafts/v<name>/", () => {
    expect(relative({ ...versionSources("0.70.0", layout) })).toMatchObject({
      place: "draft",
      docs: "drafts/v0.70.0/content/docs",
      openapi: "drafts/v0.70.0/openapi/flowg.yaml",
      landing: "drafts/v0.70.0/content/landing",
    });
  });

  it("names where it looked for a version it cannot find, or a missing file", () => {
    expect(() => versionSources("0.1.0", layout)).toThrow(
      `FlowG 0.1.0: not the current version (productVersion 0.63.0), not archived (src/config/site.ts docs.versions lists 0.45.8) and no draft at ${root}/drafts/v0.1.0`,
    );
    fs.rmSync(path.join(root, "versions/0.45.8/openapi.yaml"));
    expect(() => versionSources("0.45.8", layout)).toThrow(
      `FlowG 0.45.8 (archived): openapi expected at ${root}/versions/0.45.8/openapi.yaml, missing`,
    );
  });

  it("reads the site's own versions from src/config/site.ts, current first", () => {
    expect(SITE_VERSIONS[0]).toBe(CURRENT_VERSION);
    expect(versionSources(CURRENT_VERSION).docs).toBe("content/docs");
    for (const name of SITE_VERSIONS.slice(1))
      expect(versionSources(name).docs).toBe(path.join("versions", name, "docs"));
  });
});

describe("byVersion", () => {
  it("gives the value for a version and refuses a version without one", () => {
    expect(byVersion({ "0.45.8": 45, "0.63.0": 48 }, "0.63.0", "commands")).toBe(48);
    expect(() => byVersion({ "0.45.8": 45 }, "0.70.0", "commands")).toThrow(
      "commands: no expectation for FlowG 0.70.0 (known: 0.45.8); add one",
    );
  });
});
