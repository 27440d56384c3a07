import type { ReactNode } from "react";
import { cx } from "../../theme-common/classNames";
import * as styles from "./styles.module.css";

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger";

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

const ICONS: Record<AdmonitionType, string> = {
  note: "M12 8h.01M11 12h1v4h1",
  tip: "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3Z",
  info: "M12 8h.01M11 12h1v4h1",
  warning:
    "M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z",
  danger: "M12 8v4M12 16h.01M8.7 2h6.6L22 8.7v6.6L15.3 22H8.7L2 15.3V8.7Z",
};

/** `:::note[Title]` blocks (see node/mdx/remark-admonitions.ts). */
export function Admonition({
  type,
  title,
  children,
}: {
  type: AdmonitionType;
  title?: string;
  children: ReactNode;
}) {
  const kind = DEFAULT_TITLES[type] ? type : "note";
  return (
    <aside
      className={cx(styles.admonition, styles[kind])}
      aria-label={title ?? DEFAULT_TITLES[kind]}
    >
      <p className={styles.heading}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {(kind === "note" || kind === "info") && <circle cx="12" cy="12" r="9" />}
          <path d={ICONS[kind]} />
        </svg>
        {title ?? DEFAULT_TITLES[kind]}
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
