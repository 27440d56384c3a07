import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_POLICY } from "../../src/shared/content-security-policy";

/** The policy nginx sends with a page: its header, with the page's script-src filled in. */
function nginxPagePolicy(): string {
  const conf = fs.readFileSync("deploy/nginx/flowg.conf", "utf8");
  const scriptSrc = conf.match(/^\s*set \$flowg_script_src "([^"]+)";/m)?.[1];
  const header = conf.match(/add_header Content-Security-Policy "([^"]+)" always;/)?.[1];
  expect(scriptSrc).toBeDefined();
  expect(header).toBeDefined();
  return header!.replace("$flowg_script_src", scriptSrc!);
}

const directives = (policy: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);

describe("the pages' Content-Security-Policy", () => {
  it("is nginx's page policy without frame-ancestors, which a meta element cannot carry", () => {
    const nginx = directives(nginxPagePolicy());
    expect(nginx).toContain("frame-ancestors 'none'");
    expect(directives(PAGE_POLICY)).toEqual(
      nginx.filter((directive) => !directive.startsWith("frame-ancestors")),
    );
  });

  it("holds no directive a meta element ignores", () => {
    for (const name of ["frame-ancestors", "report-uri", "report-to", "sandbox"])
      expect(PAGE_POLICY).not.toContain(name);
  });
});
