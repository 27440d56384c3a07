import { Link } from "gatsby";
import { tagRoute } from "@shared/routes";
import * as styles from "./styles.module.css";

/** Tag pills linking to each tag's page; the tag keeps its exact spelling. */
export function BlogTags({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  if (!tags.length) return null;
  return (
    // role="list" lets the list carry a name (and keeps list semantics where list-style is none).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className={styles.tags} role="list" aria-label={label}>
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
