import config from "@site-config";
import type { ReactNode } from "react";
import type { DocPageContext } from "@shared/page-context/doc";
import type { TocItem } from "@shared/toc";
import { BackToTop } from "../BackToTop";
import { CopyPage } from "../CopyPage";
import { Breadcrumbs } from "../Breadcrumbs";
import { DOCS_SIDEBAR_ID, DocSidebar } from "../DocSidebar";
import { Pager } from "../Pager";
import { TableOfContents, TableOfContentsCollapsible } from "../TableOfContents";
import * as styles from "./styles.module.css";

export interface DocPageProps {
  title: string;
  hideTitle: boolean;
  toc: TocItem[];
  pathname: string;
  context: DocPageContext;
  /** Path of the source file relative to the project, for "Edit this page". */
  sourcePath: string;
  lastUpdated?: string | null;
  /** Site path of the page's Markdown copy (/flowg/docs/x.md): shows "Copy page". */
  markdownHref?: string;
  children: ReactNode;
}

/** The docs layout: sidebar, breadcrumbs, title, content, pager, table of contents. */
export function DocPage({
  title,
  hideTitle,
  toc,
  pathname,
  context,
  sourcePath,
  lastUpdated,
  markdownHref,
  children,
}: DocPageProps) {
  const sidebar = context.docsSidebar;
  const editUrl = config.docs.editUrl ? editUrlOf(config.docs.editUrl, sourcePath) : null;
  const heading = hideTitle ? (
    <h1 className="visually-hidden">{title}</h1>
  ) : (
    <h1 className={styles.title}>{title}</h1>
  );
  return (
    <div className={styles.layout}>
      {sidebar && (
        <aside id={DOCS_SIDEBAR_ID} className={styles.sidebar} aria-label="Docs navigation">
          <div className={styles.sidebarScroll}>
            <DocSidebar items={sidebar} activePath={pathname} />
          </div>
        </aside>
      )}
      {/* Fixed columns: the article keeps its place while the TOC after it is still loading. */}
      <div className={toc.length > 0 ? `${styles.main} ${styles.withToc}` : styles.main}>
        <article className={styles.article}>
          <Breadcrumbs
            crumbs={context.breadcrumbs.length ? context.breadcrumbs : [{ label: title }]}
          />
          {toc.length > 0 && (
            <div className={styles.mobileToc}>
              <TableOfContentsCollapsible items={toc} />
            </div>
          )}
          {/* One slot, with or without the control: the content's React ids stay the same. */}
          {markdownHref ? (
            <div>
              {heading}
              <CopyPage href={markdownHref} />
            </div>
          ) : (
            heading
          )}
          <div className="markdown">{children}</div>
          {(editUrl || lastUpdated) && (
            <footer className={styles.meta}>
              {editUrl && (
                <a href={editUrl} target="_blank" rel="noopener noreferrer">
                  Edit this page<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              {lastUpdated && (
                <span>
                  Last updated on{" "}
                  <time dateTime={lastUpdated}>
                    {new Date(lastUpdated).toLocaleDateString("en", {
                      dateStyle: "long",
                      timeZone: "UTC",
                    })}
                  </time>
                </span>
              )}
            </footer>
          )}
          <Pager previous={context.previous} next={context.next} />
        </article>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <TableOfContents items={toc} />
          </div>
        )}
      </div>
      <BackToTop />
    </div>
  );
}

/**
 * `editUrl` names the repository folder holding content/docs; files elsewhere in the project
 * (content/cli/*.yaml, openapi/flowg.yaml) are reached from the project root, two levels up.
 */
export function editUrlOf(editUrl: string, sourcePath: string): string {
  const base = editUrl.replace(/\/?$/, "/");
  const relative = sourcePath.startsWith("content/docs/")
    ? sourcePath.slice("content/docs/".length)
    : `../../${sourcePath}`;
  return new URL(relative, base).href;
}
