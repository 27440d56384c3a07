import config from "@site-config";
import type { RefObject } from "react";
import type { NavbarItem as NavbarItemConfig } from "../../config/schema";
import { cx } from "../../theme-common/classNames";
import { DOCS_SIDEBAR_ID } from "../DocSidebar";
import { usePathname } from "../../theme-common/location";
import { useHideableNavbar, useStaticNavbar } from "../../theme-common/useHideableNavbar";
import { ColorModeToggle } from "../ColorModeToggle";
import { HomeLink } from "../HomeLink";
import { MenuIcon } from "../Icons";
import { Logo } from "../Logo";
import { NavbarItem } from "../NavbarItem";
import { SearchButton } from "../Search";
import * as styles from "./styles.module.css";

/** A configured "search" item replaces the built-in button (one search button per navbar). */
const hasSearchItem = config.navbar.items.some((item) => item.type === "search");

// A compile-time choice (src/config/features.ts): the hook is the same on every render.
const useNavbarVisibility = FLOWG_FEATURES.hideOnScroll ? useHideableNavbar : useStaticNavbar;

interface NavbarProps {
  onOpenMenu: () => void;
  menuOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement>;
  /** The page shows the docs sidebar, which the menu link leads to when JavaScript is off. */
  docsSidebar: boolean;
}

/**
 * Top bar: brand, left and right item groups, search, colour mode switch; a menu button replaces
 * the items on mobile, all but the docs version menu. With navbar.hideOnScroll it slides away while the reader scrolls down.
 * The search button sits beside the right group rather than in it, so that it stays in the bar on
 * narrow screens, where the groups give way to the side panel (a "search" item puts the same
 * button in a group and in the panel instead).
 */
export function Navbar({ onOpenMenu, menuOpen, toggleRef, docsSidebar }: NavbarProps) {
  const { navbar } = config;
  const { hidden, navbarRef, show } = useNavbarVisibility(usePathname());
  return (
    <header
      ref={navbarRef}
      className={cx(styles.navbar, hidden && styles.hidden)}
      data-hidden={hidden || undefined}
      onFocus={show}
    >
      <nav className={styles.inner} aria-label="Main">
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label="Open the navigation menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        {/* Shown in the button's place on narrow screens when JavaScript is off (CSS). */}
        {docsSidebar && (
          <a className={styles.menuLink} href={`#${DOCS_SIDEBAR_ID}`} hidden>
            Menu
          </a>
        )}
        <NavbarBrand />
        <NavbarItems items={navbar.items.filter((item) => item.position === "left")} />
        <NavbarItems
          items={navbar.items.filter((item) => item.position === "right")}
          className={styles.right}
        />
        {!hasSearchItem && (
          <div className={styles.search}>
            <SearchButton />
          </div>
        )}
        {FLOWG_FEATURES.colorSwitch && <ColorModeToggle className={styles.colorMode} />}
      </nav>
    </header>
  );
}

function NavbarItems({ items, className }: { items: NavbarItemConfig[]; className?: string }) {
  return (
    <ul className={cx(styles.group, className)}>
      {items.map((item, i) => (
        // On narrow screens the version menu stays in the bar (the rest moves to the side panel),
        // so that the reader sees the version and switches it in two taps.
        <li key={i} className={item.type === "docsVersionDropdown" ? styles.inBar : undefined}>
          <NavbarItem item={item} />
        </li>
      ))}
    </ul>
  );
}

export function NavbarBrand({ className }: { className?: string }) {
  const { navbar } = config;
  return (
    <HomeLink className={cx(styles.brand, className)}>
      {navbar.logo && <Logo logo={navbar.logo} className={styles.logo} />}
      <span className={styles.title}>{navbar.title}</span>
    </HomeLink>
  );
}
