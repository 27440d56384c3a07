import type { MouseEvent } from "react";
import * as styles from "./styles.module.css";

export const MAIN_ID = "main";

/** The first focusable element of every page: moves focus to <main>, visible only on focus. */
export function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
