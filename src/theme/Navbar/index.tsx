import config from "@site-config";
import { Link } from "gatsby";
import type { RefObject } from "react";
import { MenuIcon } from "../Icons";
import { NavbarItem } from "../NavbarItem";
import { SearchButton } from "../Search";
import * as styles from "./styles.module.css";

interface NavbarProps {
  onOpenMenu: () => void;
  menuOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement>;
}

/**
 * Top bar: brand, left and right item groups, search; a menu button replaces the items on mobile.
 * The search button sits beside the right group rather than in it, so that it stays in the bar
 * on narrow screens, where the groups give way to the side panel. (When the navbar "search" item
 * kind lands, the button can become that item; the SearchHost answers both.)
 */
export function Navbar({ onOpenMenu, menuOpen, toggleRef }: NavbarProps) {
  const { navbar } = config;
  const left = navbar.items.filter((item) => item.position === "left");
  const right = navbar.items.filter((item) => item.position === "right");
  return (
    <header className={styles.navbar}>
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
        <NavbarBrand />
        <ul className={styles.group}>
          {left.map((item, i) => (
            <li key={i}>
              <NavbarItem item={item} />
            </li>
          ))}
        </ul>
        <ul className={`${styles.group} ${styles.right}`}>
          {right.map((item, i) => (
            <li key={i}>
              <NavbarItem item={item} />
            </li>
          ))}
        </ul>
        <div className={styles.search}>
          <SearchButton />
        </div>
      </nav>
    </header>
  );
}

export function NavbarBrand({ className }: { className?: string }) {
  const { navbar } = config;
  return (
    <Link to="/" className={`${styles.brand} ${className ?? ""}`}>
      {navbar.logo && (
        <img
          src={`${config.basePath}${navbar.logo.src}`}
          alt={navbar.logo.alt}
          width={navbar.logo.width}
          height={navbar.logo.height}
        />
      )}
      <span className={styles.title}>{navbar.title}</span>
    </Link>
  );
}
