import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readUrlList } from "../../scripts/published-urls.mjs";
import { folderKinds, resolveRequest } from "../../scripts/static-host.mjs";
import config from "../support/site-config";

/**
 * Every URL the site ever published (tests/build/published-urls.txt, made from the v0.45.8 build
 * and extended with scripts/published-urls.mjs --append) must answer 200 in this build, as GitHub
 * Pages would serve it (scripts/static-host.mjs): not a 404, not a redirect. Archiving a version
 * moves its pages under /docs/<version>/, but the old addresses must still lead somewhere.
 * FLOWG_PUBLIC_DIR selects another build folder than public/ (to check a build made elsewhere).
 */
const PUBLIC = path.resolve(process.env.FLOWG_PUBLIC_DIR ?? "public");
const LIST = "tests/build/published-urls.txt";
const BASE = config.basePath;

const listed = readUrlList(fs.readFileSync(LIST, "utf8"));

describe("published URLs", () => {
  it("are a sorted list of paths under the base path, each once", () => {
    expect(listed.length).toBeGreaterThan(0);
    const malformed = listed.filter((p) => !p.startsWith(`${BASE}/`) || /[\s?#]/.test(p));
    expect(malformed, `malformed lines of ${LIST}`).toEqual([]);
    expect(listed).toEqual([...new Set(listed)].sort());
  });

  it("each answer 200 in the build, without a redirect", () => {
    expect(fs.existsSync(path.join(PUBLIC, "index.html")), `no build in ${PUBLIC}`).toBe(true);
    const kindOf = folderKinds(PUBLIC);
    const failures = listed.flatMap((pathname) => {
      const answer = resolveRequest(pathname, { base: BASE, kindOf });
      if (answer.status === 200) return [];
      return [
        `${pathname} -> ${answer.status}${"location" in answer ? ` ${answer.location}` : ""}`,
      ];
    });
    expect(failures, `published URLs no longer answered 200 by ${PUBLIC}`).toEqual([]);
  });
});
