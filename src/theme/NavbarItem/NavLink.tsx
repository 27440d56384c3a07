import { Link } from "gatsby";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { cx } from "../../theme-common/classNames";
import { isActiveLink, sitePath } from "../../theme-common/location";
import { usePanelNavigate } from "../../theme-common/mobilePanel";
import { HomeLink } from "../HomeLink";
import { ExternalLinkIcon } from "../Icons";
import * as styles from "./styles.module.css";

interface NavLinkProps extends Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "lang" | "hrefLang" | "onClick"
> {
  to?: string;
  href?: string;
  children: ReactNode;
  mobile?: boolean;
  /** An entry of a dropdown rather than a link of the bar. */
  inDropdown?: boolean;
  /** Highlight the item on every page under this path (e.g. /docs). */
  activeBasePath?: string;
  /** Whether the entry is the current choice (locale, version), instead of matching the path. */
  current?: boolean;
}

/** The link all navbar kinds render: internal through Gatsby's Link, external with an icon. */
export function NavLink({
  to,
  href,
  children,
  mobile,
  inDropdown,
  activeBasePath,
  current,
  onClick,
  ...rest
}: NavLinkProps) {
  const closePanel = usePanelNavigate();
  const onFollow: NavLinkProps["onClick"] = (event) => {
    onClick?.(event);
    closePanel?.();
  };
  const className = cx(inDropdown ? styles.dropdownLink : styles.link, mobile && styles.mobile);
  if (href) {
    return (
      <a
        className={className}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onFollow}
        {...rest}
      >
        {children}
        <ExternalLinkIcon className={styles.external} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const target = to ?? "/";
  if (target === "/") {
    return (
      <HomeLink {...rest} onClick={onFollow} className={className}>
        {children}
      </HomeLink>
    );
  }
  const base = activeBasePath ?? target;
  return (
    <Link
      {...rest}
      onClick={onFollow}
      className={className}
      to={target}
      getProps={({ location }) => {
        if (current !== undefined) {
          return current ? { className: cx(className, styles.active), "aria-current": "true" } : {};
        }
        const active = isActiveLink(sitePath(location.pathname), base);
        return active ? { className: cx(className, styles.active), "aria-current": "page" } : {};
      }}
    >
      {children}
    </Link>
  );
}
