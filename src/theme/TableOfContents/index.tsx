import { useMemo } from "react";
import { cx } from "../../theme-common/classNames";
import { flattenToc, type TocItem } from "@shared/toc";
import * as styles from "./styles.module.css";
import { useActiveHeading } from "./useActiveHeading";

function TocList({
  items,
  active,
  className,
}: {
  items: TocItem[];
  active: string | null;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={cx(styles.link, item.id === active && styles.active)}
            aria-current={item.id === active ? "location" : undefined}
          >
            {item.title}
          </a>
          {item.children.length > 0 && (
            <TocList items={item.children} active={active} className={styles.nested} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Desktop table of contents (right column) with the heading in view highlighted. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const ids = useMemo(() => flattenToc(items).map((item) => item.id), [items]);
  const active = useActiveHeading(ids);
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.heading}>On this page</p>
      <TocList items={items} active={active} className={styles.list} />
    </nav>
  );
}

/** Narrow screens: a collapsible "On this page" box above the content. */
export function TableOfContentsCollapsible({ items }: { items: TocItem[] }) {
  return (
    <details className={styles.collapsible}>
      <summary className={styles.summary}>On this page</summary>
      <TocList items={items} active={null} className={styles.list} />
    </details>
  );
}
