import type { NavbarItemProps } from "./types";
import { cx } from "../../theme-common/classNames";
import { usePanelNavigate } from "../../theme-common/mobilePanel";
import { SearchButton } from "../Search";
import * as styles from "./styles.module.css";

/**
 * The "search" item kind: the site's one search button, drawn as a navbar item (a pill in a
 * navbar group, a full-width row in the side panel, which closes to make way for the dialog).
 * A configuration with this item has no other search button in the navbar.
 */
export function SearchNavbarItem({ mobile }: NavbarItemProps<"search">) {
  const closePanel = usePanelNavigate();
  return (
    <SearchButton
      classes={{ button: cx(styles.search, mobile && styles.mobile), keys: styles.shortcut }}
      onOpen={closePanel ?? undefined}
    />
  );
}
