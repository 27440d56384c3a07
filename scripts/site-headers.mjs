// The response headers of deploy/nginx/flowg.conf, for the servers written in Node: the offline
// bundle's (scripts/serve.mjs --headers nginx) sends what nginx sends. nginx cannot read this
// module, so tests/build/static-hosts.test.ts asks both servers for one URL of each kind of file
// and compares their answers header by header.

/** The policy of every answer but the VRL worker's; the pages carry it in a <meta> too. */
const policy = (scriptSrc) =>
  `default-src 'none'; script-src ${scriptSrc}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' http: https:; worker-src 'self'; manifest-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`;

/** The VRL worker compiles the engine's WebAssembly; no other file may. */
const VRL_WORKER = /\/vrl-worker-[0-9a-f]{8,20}\.js$/;

/** The security headers nginx sends with every answer for `pathname`. */
export function securityHeaders(pathname) {
  return {
    "Content-Security-Policy": policy(
      VRL_WORKER.test(pathname) ? "'self' 'wasm-unsafe-eval'" : "'self'",
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()",
  };
}

/**
 * Whether an Accept header asks for Markdown: it names text/markdown without refusing it with
 * q=0 (nginx's `$flowg_wants_markdown`).
 */
export function wantsMarkdown(accept) {
  return /text\/markdown(?!\s*;\s*q\s*=\s*0(\.0*)?\s*(,|$))/i.test(accept ?? "");
}

/** The Markdown copy a page URL would answer (nginx's `$flowg_markdown_copy`), or null. */
export function markdownCopyPath(pathname, base) {
  const match = new RegExp(`^(${base}/.*[^/])/?$`).exec(pathname);
  return match ? `${match[1]}.md` : null;
}
