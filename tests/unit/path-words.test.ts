import { describe, expect, it } from "vitest";
import { pathWords } from "../../src/shared/search/path-words";

describe("the words of a missing page's address", () => {
  it("keeps the words of its segments, without the base path, docs and versions", () => {
    expect(pathWords("/flowg/docs/guides/stream-retention", "/flowg")).toBe(
      "guides stream retention",
    );
    expect(pathWords("/flowg/docs/0.45.8/setup/Install_FlowG.html", "/flowg")).toBe(
      "setup install flowg",
    );
    expect(pathWords("/flowg/blog/v0.45.0-release/", "/flowg")).toBe("blog v0 45 0 release");
  });

  it("gives nothing for the site's root, and skips what cannot be decoded", () => {
    expect(pathWords("/flowg/", "/flowg")).toBe("");
    expect(pathWords("/flowg/docs/%zz/syslog", "/flowg")).toBe("syslog");
    expect(pathWords("/flowg/docs/tls%20syslog", "/flowg")).toBe("tls syslog");
  });

  it("stays short for an over-long address", () => {
    expect(pathWords(`/flowg/${"word-".repeat(200)}`, "/flowg").length).toBeLessThanOrEqual(100);
  });
});
