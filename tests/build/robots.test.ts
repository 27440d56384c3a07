import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../support/site-config";

/** The build writes robots.txt (node/robots.ts), and the sitemap it names is there. */
describe("robots.txt of the build", () => {
  const text = fs.readFileSync(path.resolve("public/robots.txt"), "utf8");

  it("names the sitemap by its absolute URL under the site's path prefix", () => {
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap).toBe(`${config.url}${config.basePath}/sitemap-index.xml`);
    expect(fs.existsSync(path.resolve("public/sitemap-index.xml"))).toBe(true);
  });

  it("lets every crawler in", () => {
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\S*/m);
  });
});
