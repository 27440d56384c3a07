import { Link } from "gatsby";
import { resultCount } from "../../theme-common/search/group";
import * as styles from "./styles.module.css";

interface FooterProps {
  /** The search page for the query and the dialog's versions. */
  url: string;
  /** All results of the query, and how many the dialog shows. */
  total: number;
  shown: number;
  onNavigate: () => void;
}

/** The way to every result (the search page) and, on wide screens, the keys. */
export function Footer({ url, total, shown, onNavigate }: FooterProps) {
  return (
    <div className={styles.footer}>
      <Link to={url} onClick={onNavigate}>
        {total > shown ? `See all ${resultCount(total)}` : "Search page"}
      </Link>
      <span className={styles.hints} aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> move <kbd>Enter</kbd> open <kbd>Esc</kbd> close
      </span>
    </div>
  );
}
