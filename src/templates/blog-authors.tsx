import config from "@site-config";
import { graphql, type PageProps } from "gatsby";
import type { BlogAuthorsContext } from "@shared/page-context/blog";
import { BlogAuthor } from "../theme/BlogAuthor";
import { Seo } from "../theme/Seo";
import * as styles from "./blog-pages.module.css";

/** /blog/authors: every author with their number of posts. */
export default function BlogAuthorsTemplate({
  data,
  pageContext,
}: PageProps<Queries.BlogAuthorsQuery, BlogAuthorsContext>) {
  return (
    <>
      <Seo
        title="Authors"
        description={`The people who write the ${config.blog.title}.`}
        pathname="/blog/authors"
      />
      <div className={styles.page}>
        <h1>Authors</h1>
        <ul className={styles.authorList}>
          {data.allAuthor.nodes.map((author) => {
            const count = pageContext.counts[author.key] ?? 0;
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
      </div>
    </>
  );
}

export const query = graphql`
  query BlogAuthors {
    allAuthor(sort: { name: ASC }) {
      nodes {
        ...BlogAuthorFields
      }
    }
  }
`;
