import type { NavbarItemProps } from "./types";
import { cx } from "../../theme-common/classNames";
import * as styles from "./styles.module.css";

/** Raw HTML from the site configuration (trusted: written by the maintainers). */
export function HtmlNavbarItem({ item, mobile }: NavbarItemProps<"html">) {
  return (
    <span
      className={cx(styles.html, mobile && styles.mobile)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
