/**
 * The Content-Security-Policy of every page, as the pages carry it in a <meta> element (for hosts
 * that send no headers, GitHub Pages among them). deploy/nginx/flowg.conf sends the same policy
 * as a header, with frame-ancestors added (a meta element cannot carry it); a unit test keeps the
 * two the same. The nginx file's comments say why each directive is what it is: scripts come from
 * the site only (the build moves every inline script to a file), styles may be inline, and the API
 * console may send requests to the reader's own FlowG server at any http(s) address.
 */
export const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' http: https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");
