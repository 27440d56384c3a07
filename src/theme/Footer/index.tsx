import config from "@site-config";
import { Fragment } from "react";
import type { SiteConfig } from "../../config/schema";
import { cx } from "../../theme-common/classNames";
import { isExternal } from "../../theme-common/links";
import { SiteLink } from "../HomeLink";
import { ExternalLinkIcon } from "../Icons";
import { Logo } from "../Logo";
import * as styles from "./styles.module.css";

type FooterLinkConfig = { label: string; to?: string; href?: string };

function FooterLink({ link }: { link: FooterLinkConfig }) {
  if (link.href) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalLinkIcon className={styles.external} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <SiteLink to={link.to ?? "/"}>{link.label}</SiteLink>;
}

/** Link columns (with titles) or a single row of links separated by middle dots, then the copyright. */
export function Footer({ footer = config.footer }: { footer?: SiteConfig["footer"] }) {
  const links = footer.links;
  const columns =
    links.length > 0 && "title" in links[0]!
      ? (links as Array<{ title: string; items: FooterLinkConfig[] }>)
      : null;
  const row = columns ? null : (links as FooterLinkConfig[]);
  return (
    <footer className={cx(styles.footer, footer.style === "dark" && styles.dark)}>
      <div className={styles.inner}>
        {columns && (
          <div className={styles.columns}>
            {columns.map((column) => (
              <div key={column.title}>
                <p className={styles.columnTitle}>{column.title}</p>
                <ul className={styles.columnList}>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {row && row.length > 0 && (
          <p className={styles.row}>
            {row.map((link, i) => (
              <Fragment key={link.label}>
                {i > 0 && <span aria-hidden="true"> · </span>}
                <FooterLink link={link} />
              </Fragment>
            ))}
          </p>
        )}
        {footer.logo && <FooterLogo logo={footer.logo} />}
        <p className={styles.copyright} dangerouslySetInnerHTML={{ __html: footer.copyright }} />
      </div>
    </footer>
  );
}

/** The footer logo, linking to `href` (a site path or a URL; default: the repository). */
function FooterLogo({ logo }: { logo: NonNullable<SiteConfig["footer"]["logo"]> }) {
  const href = logo.href ?? config.repositoryUrl;
  const image = <Logo logo={logo} lazy />;
  return isExternal(href) ? (
    <a className={styles.logo} href={href}>
      {image}
    </a>
  ) : (
    <SiteLink className={styles.logo} to={href}>
      {image}
    </SiteLink>
  );
}
