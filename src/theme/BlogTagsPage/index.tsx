import { Link } from "gatsby";
import { BlogIndexLayout } from "../BlogIndexLayout";
import * as styles from "./styles.module.css";

export interface BlogTagEntry {
  tag: string;
  route: string;
  /** Number of posts with the tag. */
  count: number;
}

/** /blog/tags: every tag with its number of posts, each a link to its list. */
export function BlogTagsPage({ tags }: { tags: readonly BlogTagEntry[] }) {
  return (
    <BlogIndexLayout>
      <h1>Tags</h1>
      <ul className={styles.tagList}>
        {tags.map(({ tag, route, count }) => (
          <li key={tag}>
            <Link to={route} className={styles.tag}>
              {tag} <span className={styles.count}>{count}</span>
              <span className="visually-hidden"> {count === 1 ? "post" : "posts"}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogIndexLayout>
  );
}
