import { Link } from "gatsby";
import type { Crumb } from "@shared/sidebar";
import { HomeLink } from "../HomeLink";
import { HomeIcon } from "../Icons";
import * as styles from "./styles.module.css";

/** Home icon, the categories leading to the page, then the page (not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <HomeLink className={styles.link} aria-label="Home page">
            <HomeIcon />
          </HomeLink>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className={styles.item}>
              {last ? (
                <span className={styles.current} aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.plain}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
