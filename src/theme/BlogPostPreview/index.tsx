import { Link } from "gatsby";
import { BlogAuthor, type BlogAuthorData } from "../BlogAuthor";
import { BlogTags } from "../BlogTags";
import * as styles from "./styles.module.css";

export interface BlogPostSummary {
  id: string;
  title: string;
  route: string;
  date: string;
  dateLabel: string;
  readingTime: number;
  tags: readonly string[];
  excerptHtml: string;
  hasTruncate: boolean;
  authors: readonly BlogAuthorData[];
}

/** Date and reading time, shared by previews and the post page. */
export function PostMeta({
  date,
  dateLabel,
  readingTime,
}: {
  date: string;
  dateLabel: string;
  readingTime: number;
}) {
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{dateLabel}</time> · {readingTime} min read
    </p>
  );
}

/** One post in a list: title, date, reading time, authors, tags, excerpt and "Read more". */
export function BlogPostPreview({ post }: { post: BlogPostSummary }) {
  return (
    <article className={styles.preview}>
      <h2 className={styles.title}>
        <Link to={post.route}>{post.title}</Link>
      </h2>
      <PostMeta date={post.date} dateLabel={post.dateLabel} readingTime={post.readingTime} />
      <div className={styles.authors}>
        {post.authors.map((author) => (
          <BlogAuthor key={author.key} author={author} />
        ))}
      </div>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className={styles.footer}>
        <BlogTags tags={post.tags} />
        <Link to={post.route} className={styles.more}>
          Read more<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </footer>
    </article>
  );
}
