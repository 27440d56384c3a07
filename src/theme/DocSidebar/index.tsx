import { Link } from "gatsby";
import { useId, useState } from "react";
import type { PageSidebarCategory, PageSidebarItem } from "@shared/sidebar";
import { cx } from "../../theme-common/classNames";
import { stripBasePath } from "../../theme-common/links";
import { ChevronIcon, ExternalLinkIcon } from "../Icons";
import { Collapsible } from "./Collapsible";
import * as styles from "./styles.module.css";

interface DocSidebarProps {
  items: PageSidebarItem[];
  /** Current page path, with or without the base path. */
  activePath: string;
  /** Called when a link is followed (the mobile panel closes). */
  onNavigate?: () => void;
}

/**
 * The id of the docs sidebar's column on doc pages: the navbar's menu link points there when
 * JavaScript is off, since the menu button's panel needs it.
 */
export const DOCS_SIDEBAR_ID = "docs-sidebar";

/** The docs navigation tree: categories collapse independently; the current page is marked. */
export function DocSidebar({ items, activePath, onNavigate }: DocSidebarProps) {
  const path = stripBasePath(activePath).replace(/\/$/, "") || "/";
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <ItemList items={items} path={path} onNavigate={onNavigate} level={1} />
    </nav>
  );
}

interface ListProps {
  items: PageSidebarItem[];
  path: string;
  level: number;
  onNavigate?: () => void;
}

function ItemList({ items, path, level, onNavigate }: ListProps) {
  return (
    <ul className={cx(styles.list, level > 1 && styles.nested)}>
      {items.map((item, i) => (
        <li key={`${item.label}-${i}`} className={styles.item}>
          {item.type === "category" ? (
            <Category item={item} path={path} level={level} onNavigate={onNavigate} />
          ) : item.type === "link" ? (
            <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
              {item.label}
              <ExternalLinkIcon />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link
              className={cx(styles.link, item.href === path && styles.active)}
              aria-current={item.href === path ? "page" : undefined}
              to={item.href}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function containsPath(items: PageSidebarItem[], path: string): boolean {
  return items.some(
    (item) =>
      ("href" in item && item.href === path) ||
      (item.type === "category" && containsPath(item.items, path)),
  );
}

function Category({
  item,
  path,
  level,
  onNavigate,
}: { item: PageSidebarCategory } & Omit<ListProps, "items">) {
  const isActivePage = item.href === path;
  const holdsActive = isActivePage || containsPath(item.items, path);
  const [collapsed, setCollapsed] = useState(item.collapsed && !holdsActive);
  const listId = useId();
  const toggle = (
    <button
      type="button"
      className={cx(styles.toggle, !item.href && styles.toggleWide)}
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={item.href ? `${collapsed ? "Expand" : "Collapse"} ${item.label}` : undefined}
      onClick={() => setCollapsed((c) => !c)}
    >
      {!item.href && <span>{item.label}</span>}
      <ChevronIcon className={cx(styles.chevron, !collapsed && styles.chevronOpen)} />
    </button>
  );
  return (
    <>
      <div className={cx(styles.categoryRow, holdsActive && styles.categoryActive)}>
        {item.href && (
          <Link
            className={cx(styles.link, styles.categoryLink, isActivePage && styles.active)}
            aria-current={isActivePage ? "page" : undefined}
            to={item.href}
            onClick={() => {
              setCollapsed(false);
              onNavigate?.();
            }}
          >
            {item.label}
          </Link>
        )}
        {toggle}
      </div>
      <Collapsible id={listId} collapsed={collapsed}>
        <ItemList items={item.items} path={path} level={level + 1} onNavigate={onNavigate} />
      </Collapsible>
    </>
  );
}
