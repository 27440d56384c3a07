import { useEffect, useRef, useState } from "react";

export interface ScrollState {
  previousY: number;
  y: number;
  navbarHeight: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * Whether the navbar shows after a scroll (navbar.hideOnScroll): always near the top and near
 * the bottom of the page, hidden while scrolling down, shown again when scrolling up.
 */
export function navbarVisibleAfterScroll(s: ScrollState, visible: boolean): boolean {
  if (s.y < s.navbarHeight) return true;
  if (s.y + s.viewportHeight >= s.documentHeight - s.navbarHeight) return true;
  if (s.y > s.previousY) return false;
  if (s.y < s.previousY) return true;
  return visible;
}

/**
 * Hides the navbar on scroll (navbar.hideOnScroll). The navbar shows again on navigation and
 * while focus is inside it (keyboard users must see what they focus).
 */
export function useHideableNavbar(pathname: string) {
  const [visible, setVisible] = useState(true);
  const navbarRef = useRef<HTMLElement>(null);

  useEffect(() => setVisible(true), [pathname]);

  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const state: ScrollState = {
        previousY,
        y,
        navbarHeight: navbarRef.current?.offsetHeight ?? 0,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      };
      previousY = y;
      setVisible((v) =>
        navbarRef.current?.contains(document.activeElement)
          ? true
          : navbarVisibleAfterScroll(state, v),
      );
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return { hidden: !visible, navbarRef, show: () => setVisible(true) };
}

/** The navbar of sites without hide-on-scroll: always shown. */
export function useStaticNavbar(_pathname: string) {
  const navbarRef = useRef<HTMLElement>(null);
  return { hidden: false, navbarRef, show: () => {} };
}
