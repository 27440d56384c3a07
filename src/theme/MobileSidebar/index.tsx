import config from "@site-config";
import type { PageSidebarItem } from "@shared/sidebar";
import { useEffect, useRef, useState } from "react";
import { PanelNavigateContext } from "../../theme-common/mobilePanel";
import { useSidePanel } from "../../theme-common/useSidePanel";
import { ColorModeToggle } from "../ColorModeToggle";
import { DocSidebar } from "../DocSidebar";
import { CloseIcon } from "../Icons";
import { NavbarBrand } from "../Navbar";
import { NavbarItem } from "../NavbarItem";
import * as styles from "./styles.module.css";

interface MobileSidebarProps {
  open: boolean;
  /** Closes the panel and returns focus to the menu button. */
  onClose: () => void;
  /** Closes the panel when one of its links is followed, leaving focus to the navigation. */
  onNavigate: () => void;
  pathname: string;
  /** The docs sidebar of the current page, if it is a doc page. */
  sidebar: PageSidebarItem[] | null;
}

/**
 * The side panel of narrow windows: the navbar items, and on doc pages the docs sidebar with a
 * way back to the main menu. Closes on Escape, backdrop click, navigation and when the window
 * grows to desktop width; blocks page scroll while open; focus goes in, Tab stays inside, and
 * focus comes back to the menu button (Layout) when it closes.
 */
export function MobileSidebar({
  open,
  onClose,
  onNavigate,
  pathname,
  sidebar: docItems,
}: MobileSidebarProps) {
  const [showMain, setShowMain] = useState(!docItems);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useSidePanel(open, onClose, panelRef);

  useEffect(() => {
    if (open) {
      setShowMain(!docItems);
      closeRef.current?.focus();
    }
  }, [open, docItems]);

  if (!open) return null;
  return (
    <div className={styles.root}>
      <div
        className={styles.backdrop}
        onClick={onClose}
        aria-hidden="true"
        data-testid="mobile-backdrop"
      />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
      >
        <div className={styles.header}>
          <NavbarBrand className={styles.brand} />
          {FLOWG_FEATURES.colorSwitch && <ColorModeToggle className={styles.colorMode} />}
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
              <DocSidebar items={docItems} activePath={pathname} onNavigate={onNavigate} />
            </>
          ) : (
            <PanelNavigateContext.Provider value={onNavigate}>
              <ul className={styles.items}>
                {config.navbar.items.map((item, i) => (
                  <li key={i}>
                    <NavbarItem item={item} mobile />
                  </li>
                ))}
              </ul>
            </PanelNavigateContext.Provider>
          )}
        </div>
      </div>
    </div>
  );
}
