import type { ReactNode } from "react";
import type { BlogPostContext } from "@shared/page-context/blog";
import type { TocItem } from "@shared/toc";
import { BackToTop } from "../BackToTop";
import { BlogAuthor, type BlogAuthorData } from "../BlogAuthor";
import { BlogLayout } from "../BlogLayout";
import { PostMeta } from "../BlogPostPreview";
import { BlogTags } from "../BlogTags";
import { Pager } from "../Pager";
import { TableOfContents } from "../TableOfContents";
import * as styles from "./styles.module.css";

interface BlogPostPageProps {
  title: string;
  date: string;
  dateLabel: string;
  readingTime: number;
  authors: readonly BlogAuthorData[];
  tags: readonly string[];
  toc: TocItem[];
  context: BlogPostContext;
  pathname: string;
  children: ReactNode;
}

/** A post: header (date, reading time, author cards), content, tags, newer/older links, TOC. */
export function BlogPostPage({
  title,
  date,
  dateLabel,
  readingTime,
  authors,
  tags,
  toc,
  context,
  pathname,
  children,
}: BlogPostPageProps) {
  return (
    <BlogLayout
      sidebar={context.sidebar}
      pathname={pathname}
      aside={toc.length ? <TableOfContents items={toc} /> : undefined}
    >
      <article>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <PostMeta date={date} dateLabel={dateLabel} readingTime={readingTime} />
          <div className={styles.authors}>
            {authors.map((author) => (
              <BlogAuthor key={author.key} author={author} size="large" />
            ))}
          </div>
        </header>
        <div className="markdown">{children}</div>
        <footer className={styles.footer}>
          <BlogTags tags={tags} />
        </footer>
      </article>
      <Pager
        ariaLabel="Blog post navigation"
        previous={
          context.newer
            ? { label: `Newer: ${context.newer.title}`, href: context.newer.route }
            : null
        }
        next={
          context.older
            ? { label: `Older: ${context.older.title}`, href: context.older.route }
            : null
        }
      />
      <BackToTop />
    </BlogLayout>
  );
}
