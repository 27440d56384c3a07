import { Link } from "gatsby";
import type { ReactNode } from "react";
import type { BlogSidebarData } from "@shared/page-context/blog";
import { stripBasePath } from "../../theme-common/links";
import * as styles from "./styles.module.css";

/** Blog pages: the posts grouped by year on the side, the page in the middle, an optional TOC. */
export function BlogLayout({
  sidebar,
  pathname,
  children,
  aside,
}: {
  sidebar: BlogSidebarData;
  pathname: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const current = stripBasePath(pathname).replace(/\/$/, "");
  // The page comes first in the document and the posts list after it: on phones that is also
  // the order on screen, so the list does not move down while the page's HTML arrives (a layout
  // shift); on wide screens a grid with fixed columns puts the list on the left.
  return (
    <div className={`${styles.layout} ${aside ? styles.withAside : ""}`}>
      <div className={styles.main}>{children}</div>
      <nav className={styles.sidebar} aria-label="Blog posts">
        <p className={styles.sidebarTitle}>
          <Link to="/blog">Recent posts</Link>
        </p>
        {sidebar.map(({ year, posts }) => (
          <section key={year} aria-labelledby={`blog-year-${year}`}>
            <h2 id={`blog-year-${year}`} className={styles.year}>
              {year}
            </h2>
            <ul className={styles.list}>
              {posts.map((post) => (
                <li key={post.route}>
                  <Link
                    to={post.route}
                    aria-current={post.route === current ? "page" : undefined}
                    className={post.route === current ? styles.active : undefined}
                  >
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className={styles.more}>
          <Link to="/blog/archive">Archive</Link> · <Link to="/blog/tags">Tags</Link> ·{" "}
          <Link to="/blog/authors">Authors</Link>
        </p>
      </nav>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
