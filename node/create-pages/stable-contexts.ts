import type { Actions, Page } from "gatsby";

/**
 * Page contexts that stay the same object while they stay the same value.
 *
 * In `gatsby develop`, createPages runs again after every content edit, and Gatsby compares each
 * page's new context with the one it holds, deeply (lodash isEqual), over every page, most of
 * them unchanged by the edit (an edited doc remakes the API models, which scan the docs for
 * guides, so every API page gets a new but equal context). A context equal to the last one made
 * for the same path is handed to Gatsby as that same object, and its comparisons stop at it.
 * Equality is that of the JSON Gatsby writes to the page's data (which drops `undefined`, as
 * Gatsby does when it stores a page).
 */
export class StableContexts {
  private readonly last = new Map<string, { json: string; context: Record<string, unknown> }>();

  /** `context`, or the equal context last given for `path`. */
  get(path: string, context: Record<string, unknown>): Record<string, unknown> {
    const json = JSON.stringify(context);
    const known = this.last.get(path);
    if (known?.json === json) return known.context;
    this.last.set(path, { json, context });
    return context;
  }
}

/** The contexts of this process: develop's createPages runs many times in it, a build once. */
const contexts = new StableContexts();

/** `actions` whose createPage hands over stable contexts (the rest as Gatsby gives them). */
export function withStableContexts(actions: Actions, stable = contexts): Actions {
  const createPage = <TContext>(
    page: Page<TContext>,
    ...rest: Parameters<Actions["createPage"]> extends [unknown, ...infer R] ? R : never
  ): void => {
    const context = page.context as Record<string, unknown> | undefined;
    actions.createPage<TContext>(
      context ? { ...page, context: stable.get(page.path, context) as TContext } : page,
      ...rest,
    );
  };
  return { ...actions, createPage };
}
