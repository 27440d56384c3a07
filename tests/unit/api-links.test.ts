import { describe, expect, it } from "vitest";
import { cliCommandsByOperation } from "../../node/api/cli-map";
import { guidesByOperation } from "../../node/api/guides";
import { initialScripts, pagesShippingRapiDoc, RAPIDOC_MARKER } from "../../node/api/rapidoc-check";
import { rapiDocAttributes } from "../../src/theme/RapiDocConsole/attributes";

describe("flowg-client commands per operation", () => {
  it("lists the commands calling each operation, sorted, with their pages", () => {
    const map = cliCommandsByOperation([
      {
        path: ["flowg-client", "admin", "backup"],
        route: "/docs/cli/flowg-client/flowg-client_admin_backup",
        api: ["backup_auth", "backup_logs"],
      },
      {
        path: ["flowg-client", "acl", "role", "grant"],
        route: "/docs/cli/flowg-client/flowg-client_acl_role_grant",
        api: ["get_role", "save_role"],
      },
      {
        path: ["flowg-client", "acl", "role", "add"],
        route: "/docs/cli/flowg-client/flowg-client_acl_role_add",
        api: ["save_role"],
      },
      { path: ["flowg-client"], route: "/docs/cli/flowg-client", api: [] },
    ]);
    expect(map.get("save_role")).toEqual([
      {
        label: "flowg-client acl role add",
        href: "/docs/cli/flowg-client/flowg-client_acl_role_add",
      },
      {
        label: "flowg-client acl role grant",
        href: "/docs/cli/flowg-client/flowg-client_acl_role_grant",
      },
    ]);
    expect(map.get("backup_logs")).toEqual([
      {
        label: "flowg-client admin backup",
        href: "/docs/cli/flowg-client/flowg-client_admin_backup",
      },
    ]);
    expect(cliCommandsByOperation([]).size).toBe(0);
  });
});

describe("guides per operation", () => {
  it("finds links to operation pages, once per page, sorted by title", () => {
    const map = guidesByOperation([
      {
        title: "Streams",
        route: "/docs/guides/streams",
        body: "See [query](/docs/api/query-stream#parameters) and [again](/docs/api/query-stream).",
      },
      {
        title: "Auth",
        route: "/docs/design/auth",
        body: `<a href="/flowg/docs/api/query-stream">x</a>`,
      },
      {
        title: "Other",
        route: "/docs/x",
        body: "[API](/docs/api) and /docs/api-guide and /x/docs/api/no",
      },
    ]);
    expect(map.get("query-stream")).toEqual([
      { label: "Auth", href: "/docs/design/auth" },
      { label: "Streams", href: "/docs/guides/streams" },
    ]);
    expect([...map.keys()]).toEqual(["query-stream"]);
  });
});

describe("RapiDoc", () => {
  it("is styled with the design tokens and points at the published JSON", () => {
    const attributes = rapiDocAttributes(
      (name) => (name === "--c-primary" ? " #123456 " : ""),
      "/flowg/openapi/flowg.json",
    );
    expect(attributes).toMatchObject({
      "spec-url": "/flowg/openapi/flowg.json",
      "primary-color": "#123456",
      "bg-color": "#ffffff",
      theme: "light",
      "render-style": "focused",
      "show-header": "false",
      "allow-server-selection": "true",
      "allow-authentication": "true",
      "allow-try": "true",
      "allow-search": "true",
      "load-fonts": "false",
    });
  });

  it("offers the page's own origin as a server, the one a browser lets it reach", () => {
    expect(rapiDocAttributes(() => "", "/x.json", false)["server-url"]).toBeUndefined();
    expect(
      rapiDocAttributes(() => "", "/x.json", false, "https://docs.example.org")["server-url"],
    ).toBe("https://docs.example.org");
  });

  it("lists every operation on phones, where its side navigation is hidden", () => {
    expect(rapiDocAttributes(() => "", "/x.json", true)["render-style"]).toBe("view");
  });

  it("finds the pages whose initial scripts contain RapiDoc", () => {
    const pages = new Map([
      [
        "/flowg/docs/api",
        `<link as="script" rel="preload" href="/flowg/component---api-overview.js"><script src="/flowg/app.js"></script>`,
      ],
      ["/flowg/docs", `<script src="/flowg/app.js"></script><script src="/flowg/bad.js"></script>`],
    ]);
    expect(initialScripts(pages.get("/flowg/docs/api")!)).toEqual([
      "/flowg/app.js",
      "/flowg/component---api-overview.js",
    ]);
    const files: Record<string, string> = {
      "/flowg/app.js": "app",
      "/flowg/component---api-overview.js": `n.e(42).then(() => import("rapidoc"))`,
      "/flowg/bad.js": `x;${RAPIDOC_MARKER},Y)`,
    };
    expect(pagesShippingRapiDoc(pages, (src) => files[src] ?? null)).toEqual(["/flowg/docs"]);
  });
});
