import { Link } from "gatsby";
import { BlogIndexLayout } from "../BlogIndexLayout";
import * as styles from "./styles.module.css";

export interface BlogArchiveYear {
  year: string;
  posts: ReadonlyArray<{ title: string; route: string; date: string }>;
}

interface BlogArchivePageProps {
  blogTitle: string;
  /** Newest year first, newest post first in each. */
  years: readonly BlogArchiveYear[];
}

/** "August 25": the day of a post in its year's list (dates are calendar days, read as UTC). */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** /blog/archive: every post, grouped by year. */
export function BlogArchivePage({ blogTitle, years }: BlogArchivePageProps) {
  return (
    <BlogIndexLayout>
      <h1>Archive</h1>
      <p>
        Every post of the <Link to="/blog">{blogTitle}</Link>, newest first.
      </p>
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.list}>
            {posts.map((post) => (
              <li key={post.route}>
                <time dateTime={post.date} className={styles.date}>
                  {dayLabel(post.date)}
                </time>
                <Link to={post.route}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogIndexLayout>
  );
}
