import { useEffect, useState } from "react";
import { cx } from "../../theme-common/classNames";
import { ArrowUpIcon } from "../Icons";
import * as styles from "./styles.module.css";

const THRESHOLD = 300;

/**
 * A button that scrolls back to the top. It shows while the reader scrolls up, away from the top,
 * and hides while they scroll down: reading goes down the page, so the button never sits over
 * the text being read (on a phone it covers the end of the lines it floats over).
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== lastY) setShown(y > THRESHOLD && y < lastY);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const reduced = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <button
      type="button"
      className={cx(styles.button, shown && styles.shown)}
      aria-label="Scroll back to top"
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced() ? "auto" : "smooth" })}
    >
      <ArrowUpIcon />
    </button>
  );
}
