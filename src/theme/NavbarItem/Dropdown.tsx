import { useEffect, useId, useState, type ReactNode } from "react";
import { cx } from "../../theme-common/classNames";
import { usePathname } from "../../theme-common/location";
import { useDropdown } from "../../theme-common/useDropdown";
import { ChevronDownIcon } from "../Icons";
import * as styles from "./styles.module.css";

interface DropdownProps {
  label: ReactNode;
  /** The entries, each a <li> holding a link. */
  children: ReactNode;
  mobile?: boolean;
  /** One of the entries is the current page. */
  active?: boolean;
}

/** A button and its list of links: a popup in the navbar, a collapsible group in the side panel. */
export function Dropdown({ mobile, ...props }: DropdownProps) {
  return mobile ? <CollapsibleDropdown {...props} /> : <PopupDropdown {...props} />;
}

function PopupDropdown({ label, children, active }: Omit<DropdownProps, "mobile">) {
  const { open, close, rootProps, buttonProps, listProps } = useDropdown();
  const pathname = usePathname();
  useEffect(close, [pathname, close]);
  return (
    // Keyboard handling is delegated here from the button and links inside (all focusable).
    <div {...rootProps} className={cx(styles.dropdown, open && styles.open)}>
      <button
        {...buttonProps}
        className={cx(styles.link, active && styles.active)}
        data-active={active || undefined}
      >
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul {...listProps} className={styles.menu}>
        {children}
      </ul>
    </div>
  );
}

function CollapsibleDropdown({ label, children, active }: Omit<DropdownProps, "mobile">) {
  const [expanded, setExpanded] = useState(Boolean(active));
  const id = useId();
  return (
    <div className={styles.mobileDropdown}>
      <button
        type="button"
        className={cx(styles.link, styles.mobile)}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        {label}
        <ChevronDownIcon className={cx(styles.chevron, expanded && styles.flipped)} />
      </button>
      <ul id={id} className={styles.mobileMenu} hidden={!expanded}>
        {children}
      </ul>
    </div>
  );
}
