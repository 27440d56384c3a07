import { useEffect, useRef, useState, type ReactNode } from "react";
import * as styles from "./styles.module.css";

interface CollapsibleProps {
  id: string;
  collapsed: boolean;
  children: ReactNode;
}

/**
 * Height animation for sidebar categories. The duration grows with the content's height
 * (taller lists take a little longer, as the eye expects) and drops to 1 ms when the reader
 * prefers reduced motion.
 */
export function animationDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

export function Collapsible({ id, collapsed, children }: CollapsibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Start in the state the server rendered; animate only changes made by the reader.
  const [renderCollapsed, setRenderCollapsed] = useState(collapsed);
  const first = useRef(true);

  useEffect(() => {
    const el = ref.current;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!el) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const full = el.scrollHeight;
    const duration = animationDuration(full, reduced);
    el.style.overflow = "hidden";
    el.style.transition = `height ${duration}ms ease-in-out`;
    if (collapsed) {
      el.style.height = `${full}px`;
      requestAnimationFrame(() => {
        el.style.height = "0px";
      });
    } else {
      setRenderCollapsed(false);
      el.style.height = "0px";
      requestAnimationFrame(() => {
        el.style.height = `${full}px`;
      });
    }
    const done = () => {
      el.style.transition = "";
      el.style.overflow = "";
      el.style.height = "";
      setRenderCollapsed(collapsed);
    };
    const timer = window.setTimeout(done, duration + 20);
    return () => window.clearTimeout(timer);
  }, [collapsed]);

  return (
    <div id={id} ref={ref} hidden={renderCollapsed && collapsed} className={styles.collapsible}>
      {children}
    </div>
  );
}
