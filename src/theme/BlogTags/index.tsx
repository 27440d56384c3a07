import { Link } from "gatsby";
import { tagRoute } from "../../node/blog/text";
import * as styles from "./styles.module.css";

/** Tag pills linking to each tag's page; the tag keeps its exact spelling. */
export function BlogTags({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagRoute(tag)} className={styles.tag}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
