import { useEffect, useState } from "react";
import type { NavbarItemProps } from ".";
import { cx } from "../../theme-common/classNames";
import { usePanelNavigate } from "../../theme-common/mobilePanel";
import { isSearchShortcut, openSearch } from "../../theme-common/search";
import { SearchIcon } from "../Icons";
import * as styles from "./styles.module.css";

/**
 * The search slot: a button (and the Ctrl/⌘+K shortcut) that asks the search UI to open through
 * the `flowg:open-search` window event. The hint says Ctrl until the platform is known.
 */
export function SearchNavbarItem({ mobile }: NavbarItemProps<"search">) {
  const [apple, setApple] = useState(false);
  const closePanel = usePanelNavigate();
  useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform));
    if (mobile) return; // the bar's button already listens
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobile]);
  return (
    <button
      type="button"
      className={cx(styles.search, mobile && styles.mobile)}
      onClick={() => {
        closePanel?.(); // in the side panel: make way for the search UI
        openSearch();
      }}
      aria-keyshortcuts={apple ? "Meta+K" : "Control+K"}
    >
      <SearchIcon />
      <span>Search</span>
      <kbd className={styles.shortcut} aria-hidden="true">
        {apple ? "⌘" : "Ctrl"} K
      </kbd>
    </button>
  );
}
