/** What RapiDoc's `after-try` event carries: `err` when the request failed in the browser. */
export interface AfterTry {
  err?: Error;
  request?: Request;
}

/**
 * Why a call failed in the browser. To another origin, the cause is the network or CORS: FlowG
 * answers no preflight (the API overview says so); to this page's own origin, the server or the
 * proxy in front of it did not answer.
 */
export function failureText(url: string | undefined, here: string): string {
  let origin = "";
  try {
    origin = url ? new URL(url).origin : "";
  } catch {
    origin = "";
  }
  if (origin && origin === here)
    return `The request to ${origin} got no answer: check that the FlowG server runs there and that the proxy in front of it forwards the API.`;
  return `The request${origin ? ` to ${origin}` : ""} got no answer this page can read. Either the server is not reachable, or the browser blocked the call: FlowG answers no CORS preflight, so these pages cannot call a FlowG server on another host, port or scheme. Serve these pages and FlowG under one origin behind the same reverse proxy, or run the curl command of the operation's page.`;
}
