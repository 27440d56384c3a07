import { Link } from "gatsby";
import type { ReactNode } from "react";
import { cx } from "../../theme-common/classNames";
import { stripBasePath } from "../../theme-common/links";
import { ExternalLinkIcon } from "../Icons";
import * as styles from "./styles.module.css";

interface NavLinkProps {
  to?: string;
  href?: string;
  children: ReactNode;
  mobile?: boolean;
  /** Highlight the item on every page under this path (e.g. /docs). */
  activeBasePath?: string;
}

function isUnder(pathname: string, base: string): boolean {
  const path = stripBasePath(pathname);
  return path === base || path.startsWith(`${base}/`);
}

/** The link all navbar kinds render: internal through Gatsby's Link, external with an icon. */
export function NavLink({ to, href, children, mobile, activeBasePath }: NavLinkProps) {
  const className = cx(styles.link, mobile && styles.mobile);
  if (href) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLinkIcon className={styles.external} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const base = activeBasePath ?? to ?? "/";
  return (
    <Link
      className={className}
      to={to ?? "/"}
      getProps={({ location }) =>
        isUnder(location.pathname, base)
          ? { className: cx(className, styles.active), "aria-current": "page" }
          : {}
      }
    >
      {children}
    </Link>
  );
}
