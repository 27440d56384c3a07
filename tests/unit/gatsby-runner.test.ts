import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { gatsbyEnv, NODE_FLAGS } from "../../scripts/gatsby.mjs";

/** scripts/gatsby.mjs: how `npm run develop`, `npm run build`, the develop test and the bench run Gatsby. */
describe("the Gatsby runner", () => {
  it("turns telemetry off, and gives develop's Node a larger young generation", () => {
    const develop = gatsbyEnv("develop", { PATH: "/usr/bin" });
    expect(develop.GATSBY_TELEMETRY_DISABLED).toBe("1");
    expect(develop.NODE_OPTIONS).toBe("--max-semi-space-size=64");
    expect(develop.PATH).toBe("/usr/bin");
    const build = gatsbyEnv("build", { PATH: "/usr/bin" });
    expect(build.GATSBY_TELEMETRY_DISABLED).toBe("1");
    expect(build.NODE_OPTIONS).toBeUndefined();
    expect(NODE_FLAGS).toEqual({ develop: ["--max-semi-space-size=64"] });
  });

  it("gives builds Gatsby's line-by-line logger unless the caller picks one; develop keeps its own", () => {
    expect(gatsbyEnv("build", {}).GATSBY_LOGGER).toBe("yurnalist");
    expect(gatsbyEnv("build", { GATSBY_LOGGER: "json" }).GATSBY_LOGGER).toBe("json");
    expect(gatsbyEnv("develop", {}).GATSBY_LOGGER).toBeUndefined();
  });

  it("keeps the caller's NODE_OPTIONS, and the caller's value of a flag it also sets", () => {
    expect(gatsbyEnv("develop", { NODE_OPTIONS: "--inspect" }).NODE_OPTIONS).toBe(
      "--max-semi-space-size=64 --inspect",
    );
    expect(
      gatsbyEnv("develop", { NODE_OPTIONS: "--max-semi-space-size=8  --trace-gc" }).NODE_OPTIONS,
    ).toBe("--max-semi-space-size=8 --trace-gc");
    expect(gatsbyEnv("build", { NODE_OPTIONS: "--inspect" }).NODE_OPTIONS).toBe("--inspect");
  });

  it("runs the project's Gatsby CLI and ends with its exit code", () => {
    const ok = spawnSync(process.execPath, ["scripts/gatsby.mjs", "--version"], {
      encoding: "utf8",
    });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Gatsby CLI version: 5\./);
    const bad = spawnSync(process.execPath, ["scripts/gatsby.mjs", "no-such-command"], {
      encoding: "utf8",
    });
    expect(bad.status).not.toBe(0);
  }, 30_000);
});
