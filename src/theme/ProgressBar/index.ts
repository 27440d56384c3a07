import * as styles from "./styles.module.css";

/**
 * The route progress bar (a small NProgress): a thin bar at the top of the window shown only
 * when a navigation takes longer than `delayMs`. Imperative on purpose: it lives outside the
 * React tree, which is busy swapping pages while it shows. No spinner.
 */
export const PROGRESS_SETTINGS = {
  delayMs: 200,
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/** The next value while waiting: small random steps that never reach the end. */
export function trickle(value: number, random: number): number {
  if (value >= 1) return value;
  return Math.min(value + random * PROGRESS_SETTINGS.trickleRate, 0.994);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let trickler: ReturnType<typeof setInterval> | undefined;
let root: HTMLElement | null = null;
let value = 0;

function set(next: number): void {
  value = Math.min(Math.max(next, PROGRESS_SETTINGS.minimum), 1);
  if (!root) return;
  (root.firstChild as HTMLElement).style.transform = `translateX(${(value - 1) * 100}%)`;
  root.setAttribute("aria-valuenow", String(Math.round(value * 100)));
}

function start(): void {
  root?.remove();
  root = document.createElement("div");
  root.className = styles.root ?? "";
  root.setAttribute("role", "progressbar");
  root.setAttribute("aria-label", "Loading page");
  root.setAttribute("aria-valuemin", "0");
  root.setAttribute("aria-valuemax", "100");
  root.style.setProperty("--progress-speed", `${PROGRESS_SETTINGS.speedMs}ms`);
  root.appendChild(document.createElement("div")).className = styles.bar ?? "";
  document.body.appendChild(root);
  set(PROGRESS_SETTINGS.minimum);
  trickler = setInterval(
    () => set(trickle(value, Math.random())),
    PROGRESS_SETTINGS.trickleSpeedMs,
  );
}

/** A navigation started: show the bar if it is still loading after the delay. */
export function scheduleProgress(): void {
  clearTimeout(timer);
  timer = setTimeout(start, PROGRESS_SETTINGS.delayMs);
}

/** The navigation ended (the new page rendered): complete and fade out, if shown at all. */
export function finishProgress(): void {
  clearTimeout(timer);
  clearInterval(trickler);
  const el = root;
  if (!el) return;
  set(1);
  root = null;
  setTimeout(() => {
    el.style.opacity = "0";
    setTimeout(() => el.remove(), PROGRESS_SETTINGS.speedMs);
  }, PROGRESS_SETTINGS.speedMs);
}
