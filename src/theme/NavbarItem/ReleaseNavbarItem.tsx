import config from "@site-config";
import type { NavbarItemProps } from ".";
import { cx } from "../../theme-common/classNames";
import { GitHubIcon } from "../Icons";
import * as styles from "./styles.module.css";

/** A release badge drawn by the site itself (no badge service): "release | v0.45.8". */
export function ReleaseNavbarItem({ item, mobile }: NavbarItemProps<"release">) {
  return (
    <a
      className={cx(styles.badge, mobile && styles.mobile)}
      href={item.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${item.label}: v${config.productVersion} (opens in a new tab)`}
    >
      <span className={styles.badgeLabel}>
        <GitHubIcon width={14} height={14} />
        release
      </span>
      <span className={styles.badgeValue}>v{config.productVersion}</span>
    </a>
  );
}
