import type { ReactNode } from "react";
import * as styles from "./styles.module.css";

/**
 * The frame of the blog's index pages (archive, tags, authors): one centred column, without the
 * posts sidebar of BlogLayout, which would repeat what these pages list.
 */
export function BlogIndexLayout({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
