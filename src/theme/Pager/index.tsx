import { Link } from "gatsby";
import * as styles from "./styles.module.css";

type PagerLink = { label: string; href: string } | null;

/** Previous/next cards, following the sidebar's reading order. */
export function Pager({
  previous,
  next,
  ariaLabel = "Docs pages",
}: {
  previous: PagerLink;
  next: PagerLink;
  ariaLabel?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={ariaLabel}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          {/* The spaces are dropped by the flex and grid layout, kept in the text (text browsers). */}
          <span className={styles.sub}>Previous</span>{" "}
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && " "}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>{" "}
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
