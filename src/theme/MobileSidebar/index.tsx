import config from "@site-config";
import { useEffect, useRef, useState } from "react";
import { useDocsSidebar } from "../../theme-common/useDocsSidebars";
import { useLockBodyScroll } from "../../theme-common/useLockBodyScroll";
import { useWindowSize } from "../../theme-common/useWindowSize";
import { DocSidebar } from "../DocSidebar";
import { CloseIcon } from "../Icons";
import { NavbarBrand } from "../Navbar";
import { NavbarItem } from "../NavbarItem";
import * as styles from "./styles.module.css";

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  /** The docs sidebar of the current page, if it is a doc page. */
  sidebarId: string | null;
}

/**
 * The side panel of narrow windows: the navbar items, and on doc pages the docs sidebar with a
 * way back to the main menu. Closes on Escape, backdrop click, navigation and when the window
 * grows to desktop width; blocks page scroll while open; focus goes in and comes back.
 */
export function MobileSidebar({ open, onClose, pathname, sidebarId }: MobileSidebarProps) {
  const docItems = useDocsSidebar(sidebarId);
  const [showMain, setShowMain] = useState(!docItems);
  const closeRef = useRef<HTMLButtonElement>(null);
  const size = useWindowSize();
  useLockBodyScroll(open);

  useEffect(() => {
    if (open) {
      setShowMain(!docItems);
      closeRef.current?.focus();
    }
  }, [open, docItems]);

  useEffect(() => {
    if (open && size === "desktop") onClose();
  }, [open, size, onClose]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.root}>
      <div
        className={styles.backdrop}
        onClick={onClose}
        aria-hidden="true"
        data-testid="mobile-backdrop"
      />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.header}>
          <NavbarBrand className={styles.brand} />
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="Close the navigation menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>
          {docItems && !showMain ? (
            <>
              <button type="button" className={styles.back} onClick={() => setShowMain(true)}>
                ← Back to main menu
              </button>
              <DocSidebar items={docItems} activePath={pathname} onNavigate={onClose} />
            </>
          ) : (
            <ul className={styles.items}>
              {config.navbar.items.map((item, i) => (
                <li
                  key={i}
                  onClickCapture={(event) =>
                    (event.target as HTMLElement).closest("a") && onClose()
                  }
                >
                  <NavbarItem item={item} mobile />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
