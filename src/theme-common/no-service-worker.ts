/**
 * Stands in for Gatsby's service-worker registration (`.cache/register-service-worker.js`) in the
 * browser bundle. Gatsby requires it only when a plugin asks for a service worker
 * (`registerServiceWorker`), which no plugin of this site does, yet the bundler keeps its code
 * in every page's app chunk. Adding such a plugin fails loudly here instead of
 * registering a worker the site does not publish (BROWSER_STAND_INS in node/browser-stand-ins.ts).
 */
throw new Error(
  "A plugin asked for a service worker, which this site's browser bundle leaves out (src/theme-common/no-service-worker.ts)",
);

export {};
