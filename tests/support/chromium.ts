/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. Playwright cannot download
 * its own browser on this network; the flags keep Chromium off the network (no updates, sync or
 * background requests, which the closed network would refuse).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
