import { useEffect, useState } from "react";
import { cx } from "../../theme-common/classNames";
import { ArrowUpIcon } from "../Icons";
import * as styles from "./styles.module.css";

const THRESHOLD = 300;

/** A button that appears once the reader has scrolled down, and scrolls back to the top. */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > THRESHOLD);
    onScroll();
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
