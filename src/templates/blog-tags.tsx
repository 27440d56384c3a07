import config from "@site-config";
import { Link, type PageProps } from "gatsby";
import type { BlogTagsContext } from "@shared/page-context/blog";
import { Seo } from "../theme/Seo";
import * as styles from "./blog-pages.module.css";

/** /blog/tags: every tag with its number of posts. */
export default function BlogTagsTemplate({ pageContext }: PageProps<object, BlogTagsContext>) {
  return (
    <>
      <Seo
        title="Tags"
        description={`Topics of the ${config.blog.title}, with the number of posts for each.`}
        pathname="/blog/tags"
      />
      <div className={styles.page}>
        <h1>Tags</h1>
        <ul className={styles.tagList}>
          {pageContext.tags.map(({ tag, route, count }) => (
            <li key={tag}>
              <Link to={route} className={styles.tag}>
                {tag} <span className={styles.count}>{count}</span>
                <span className="visually-hidden"> {count === 1 ? "post" : "posts"}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
