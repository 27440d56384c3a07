import { BlogAuthor, type BlogAuthorData } from "../BlogAuthor";
import { BlogIndexLayout } from "../BlogIndexLayout";
import * as styles from "./styles.module.css";

interface BlogAuthorsPageProps {
  /** In the order shown (by name). */
  authors: readonly BlogAuthorData[];
  /** Posts per author key; an author missing here has none. */
  counts: Readonly<Record<string, number>>;
}

/** /blog/authors: every author's card with their number of posts. */
export function BlogAuthorsPage({ authors, counts }: BlogAuthorsPageProps) {
  return (
    <BlogIndexLayout>
      <h1>Authors</h1>
      <ul className={styles.authorList}>
        {authors.map((author) => {
          const count = counts[author.key] ?? 0;
          return (
            <li key={author.key}>
              <BlogAuthor author={author} size="large" />
              <p className={styles.count}>
                {count} {count === 1 ? "post" : "posts"}
              </p>
            </li>
          );
        })}
      </ul>
    </BlogIndexLayout>
  );
}
