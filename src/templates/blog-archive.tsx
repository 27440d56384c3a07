import config from "@site-config";
import { Link, type PageProps } from "gatsby";
import type { BlogArchiveContext } from "@shared/page-context/blog";
import { Seo } from "../theme/Seo";
import * as styles from "./blog-pages.module.css";

/** /blog/archive: every post, grouped by year. */
export default function BlogArchiveTemplate({
  pageContext,
}: PageProps<object, BlogArchiveContext>) {
  const format = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString("en", {
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
  return (
    <>
      <Seo
        title="Archive"
        description={`Every post of the ${config.blog.title}, grouped by year.`}
        pathname="/blog/archive"
      />
      <div className={styles.page}>
        <h1>Archive</h1>
        <p>
          Every post of the <Link to="/blog">{config.blog.title}</Link>, newest first.
        </p>
        {pageContext.years.map(({ year, posts }) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul className={styles.list}>
              {posts.map((post) => (
                <li key={post.route}>
                  <time dateTime={post.date} className={styles.date}>
                    {format(post.date)}
                  </time>
                  <Link to={post.route}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
