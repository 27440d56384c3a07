import { useEffect, useState } from "react";
import { OPEN_SEARCH_EVENT, shortcutModifier } from "../../theme-common/search/shortcut";
import { SearchIcon } from "../Icons";
import { preloadSearch } from "./lazy";
import * as styles from "./styles.module.css";

/**
 * The navbar's search button: asks the SearchHost to open the dialog through the same window
 * event as the navbar "search" item kind, so either can stand in for the other. Shows the
 * shortcut (⌘ K on Apple systems, known only in the browser: Ctrl K until then). Wide screens
 * show a labelled box, narrow ones an icon.
 */
export function SearchButton() {
  const [modifier, setModifier] = useState<string>("Ctrl");
  useEffect(() => setModifier(shortcutModifier(navigator.platform)), []);
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={() => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT))}
      onMouseEnter={preloadSearch}
      onFocus={preloadSearch}
    >
      <SearchIcon />
      <span className={styles.label}>Search</span>
      <kbd className={styles.keys} aria-hidden="true">
        {modifier} K
      </kbd>
    </button>
  );
}
