import { Link } from "gatsby";
import { TextGap } from "../TextGap";
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
          <span className={styles.sub}>Previous</span>
          <TextGap />
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && <TextGap />}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <TextGap />
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
