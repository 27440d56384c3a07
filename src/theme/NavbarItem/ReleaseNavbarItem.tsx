import config from "@site-config";
import { useContext } from "react";
import type { NavbarItemProps } from "./types";
import { PageVersionContext } from "../../theme-common/versionLinks";
import { cx } from "../../theme-common/classNames";
import { GitHubIcon } from "../Icons";
import * as styles from "./styles.module.css";

/**
 * A release badge drawn by the site itself (no badge service): "release | v0.45.8". Its
 * accessible name starts with the visible text, then adds the configured label and the new tab,
 * so that a reader who says what they see ("click release v0.45.8") reaches it (WCAG 2.5.3,
 * label in name).
 */
export function ReleaseNavbarItem({ item, mobile }: NavbarItemProps<"release">) {
  // On a page of an archived docs version, the release that version documents, and its tag.
  const version = useContext(PageVersionContext) ?? config.productVersion;
  const archived = version !== config.productVersion;
  return (
    <a
      className={cx(styles.badge, mobile && styles.mobile, archived && styles.archived)}
      href={archived ? `${item.href.replace(/\/$/, "")}/tag/v${version}` : item.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`release v${version}, ${archived ? "an older release" : item.label} (opens in a new tab)`}
    >
      <span className={styles.badgeLabel}>
        <GitHubIcon width={14} height={14} />
        release
      </span>{" "}
      {/* Keeps the words apart in the text checked against the name ("release v0.45.8", not
          "releasev0.45.8": spans are joined without a space); the flex layout draws no gap. */}
      <span className={styles.badgeValue}>v{version}</span>
    </a>
  );
}
