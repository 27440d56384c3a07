import type { Actions } from "gatsby";
import { describe, expect, it } from "vitest";
import { StableContexts, withStableContexts } from "../../node/create-pages/stable-contexts";

describe("stable page contexts (createPages run again in develop)", () => {
  it("hands back the last context of a path while its value is the same", () => {
    const stable = new StableContexts();
    const first = { id: "a", sidebar: [{ label: "Streams" }] };
    expect(stable.get("/docs/a", first)).toBe(first);
    const equal = { id: "a", sidebar: [{ label: "Streams" }] };
    expect(stable.get("/docs/a", equal)).toBe(first);
    // Gatsby stores a page without its undefined fields: such a context is the same value.
    expect(stable.get("/docs/a", { ...equal, note: undefined })).toBe(first);
    const changed = { id: "a", sidebar: [{ label: "Log streams" }] };
    expect(stable.get("/docs/a", changed)).toBe(changed);
    expect(stable.get("/docs/a", { id: "a", sidebar: [{ label: "Log streams" }] })).toBe(changed);
    // Each path has its own.
    const other = { id: "a", sidebar: [{ label: "Log streams" }] };
    expect(stable.get("/docs/b", other)).toBe(other);
  });

  it("wraps createPage only: the page's other fields and arguments pass through", () => {
    const made: unknown[][] = [];
    const actions = {
      createPage: (...args: unknown[]) => made.push(args),
      deletePage: () => undefined,
    } as unknown as Actions;
    const wrapped = withStableContexts(actions, new StableContexts());
    expect(wrapped.deletePage).toBe(actions.deletePage);
    const context = { id: "x" };
    wrapped.createPage({ path: "/x", component: "/t.tsx", context });
    wrapped.createPage({ path: "/x", component: "/t.tsx", context: { id: "x" } }, { name: "p" });
    wrapped.createPage({ path: "/y", component: "/t.tsx" });
    expect(made).toEqual([
      [{ path: "/x", component: "/t.tsx", context }],
      [{ path: "/x", component: "/t.tsx", context }, { name: "p" }],
      [{ path: "/y", component: "/t.tsx" }],
    ]);
    expect((made[1]![0] as { context: unknown }).context).toBe(context);
  });
});
