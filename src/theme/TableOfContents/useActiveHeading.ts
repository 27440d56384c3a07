import { useEffect, useState } from "react";

/**
 * The id of the heading the reader is in: the last heading whose top has passed a line a little
 * below the sticky navbar (headings scrolled to by anchors stop just under it). Updated on
 * scroll (once per frame) and resize.
 */
const READING_LINE = 100;
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");

  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset =
        (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0) + READING_LINE;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        if (el.getBoundingClientRect().top <= offset + 1) current = id;
        else break;
      }
      // At the very bottom, the last heading is the one being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = ids[ids.length - 1] ?? current;
      setActive(current ?? ids[0] ?? null);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are keyed by `key`
  }, [key]);

  return active;
}
