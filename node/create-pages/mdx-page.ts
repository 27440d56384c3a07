/**
 * What an MDX page's context carries for gatsby-plugin-mdx. The plugin's onCreatePage gives the
 * context of every page made from an `.mdx` file the file's front matter, unless it has a
 * `frontmatter` already, by deleting the page and creating it again. The page it leaves is then
 * unlike the one createPages makes in the next build, so Gatsby would run the query of every MDX
 * page again on every build, changed or not. No template reads the
 * front matter from the context (they read the DocPage and BlogPost nodes), so the page is made
 * with its title there and the plugin leaves it alone: an unchanged page keeps an equal context,
 * and Gatsby runs its query only when its data changes.
 */
export interface MdxPageContext {
  frontmatter: { title: string };
}

export function mdxPageContext<T extends object>(context: T, title: string): T & MdxPageContext {
  return { ...context, frontmatter: { title } };
}
