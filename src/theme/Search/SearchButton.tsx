import { useEffect, useState } from "react";
import { shortcutModifier } from "../../theme-common/search/shortcut";
import { SearchIcon } from "../Icons";
import { openSearch, preloadSearch } from "./open";
import * as styles from "./styles.module.css";

/** Class names of the button's parts, for a caller that draws it its own way. */
export interface SearchButtonClasses {
  button: string | undefined;
  label?: string | undefined;
  keys: string | undefined;
}

interface SearchButtonProps {
  /** Defaults to the navbar's own look: a labelled box on wide screens, an icon on narrow ones. */
  classes?: SearchButtonClasses;
  /** Runs before search opens (the side panel closes to make way for the dialog). */
  onOpen?: () => void;
}

const BAR: SearchButtonClasses = { button: styles.button, label: styles.label, keys: styles.keys };

/**
 * The one search button, wherever it sits (the navbar's own slot, or a "search" item in a navbar
 * group or the side panel): opens search through `openSearch` and starts loading the dialog and
 * the index when pointed at or focused. Shows the shortcut (⌘ K on Apple systems, known only in
 * the browser: Ctrl K until then); every shortcut the SearchHost answers is in aria-keyshortcuts.
 */
export function SearchButton({ classes = BAR, onOpen }: SearchButtonProps) {
  const [modifier, setModifier] = useState<string>("Ctrl");
  useEffect(() => setModifier(shortcutModifier(navigator.platform)), []);
  return (
    <button
      type="button"
      className={classes.button}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={() => {
        onOpen?.();
        openSearch();
      }}
      onMouseEnter={preloadSearch}
      onFocus={preloadSearch}
    >
      <SearchIcon />
      <span className={classes.label}>Search</span>
      <kbd className={classes.keys} aria-hidden="true">
        {modifier} K
      </kbd>
    </button>
  );
}
