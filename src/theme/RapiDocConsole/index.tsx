import { withPrefix } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { MOBILE_MEDIA_QUERY } from "../../theme-common/breakpoints";
import { rapiDocAttributes, type Token } from "./attributes";
import { failureText, type AfterTry } from "./failure";
import { nameLandmarks } from "./landmarks";
import * as styles from "./styles.module.css";

type State = "idle" | "loading" | "ready" | "failed";

/**
 * The interactive console (RapiDoc), in a full-screen dialog so its own navigation has room.
 * Its code, heavier than the rest of the page, is only fetched when the reader asks for it, so
 * the reference stays light and fully readable without it. Browser-only: the import and the
 * element are created in an effect, never during SSR.
 */
export function RapiDocConsole({ specUrl }: { specUrl: string }) {
  const [state, setState] = useState<State>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== "loading") return;
    let cancelled = false;
    import(/* webpackChunkName: "rapidoc" */ "rapidoc")
      .then(() => {
        if (cancelled || !host.current) return;
        const tokens = getComputedStyle(document.documentElement);
        const element = document.createElement("rapi-doc");
        const attributes = rapiDocAttributes(
          (name: Token) => tokens.getPropertyValue(name),
          withPrefix(specUrl),
          window.matchMedia(MOBILE_MEDIA_QUERY).matches,
          window.location.origin,
        );
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        // A call that fails in the browser: RapiDoc says only "Failed to fetch", so say why.
        element.addEventListener("after-try", (event) => {
          const { err, request } = (event as CustomEvent<AfterTry>).detail;
          setFailure(err ? failureText(request?.url, window.location.origin) : null);
        });
        // Once RapiDoc has drawn the document, its landmarks get names (./landmarks.ts).
        element.addEventListener("spec-loaded", () => {
          void (
            element as HTMLElement & { updateComplete?: Promise<unknown> }
          ).updateComplete?.then(() => element.shadowRoot && nameLandmarks(element.shadowRoot));
        });
        host.current.replaceChildren(element);
        setState("ready");
        dialog.current?.showModal();
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
    };
  }, [state, specUrl]);

  const open = () => (state === "ready" ? dialog.current?.showModal() : setState("loading"));

  return (
    <div className={styles.console}>
      <p>
        Try the operations against a FlowG server: choose its address among the console's API
        servers (this site's own address reaches a FlowG behind the same proxy), give a token, then
        send requests and read the answers. The console also shows every schema and has a search.
      </p>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        disabled={state === "loading"}
        aria-haspopup="dialog"
      >
        {state === "loading"
          ? "Loading the console…"
          : state === "ready"
            ? "Open the interactive console"
            : "Load the interactive console"}
      </button>
      <p role="status" className={styles.status}>
        {state === "failed" && "The console could not be loaded. Check your connection and retry."}
      </p>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="api-console-title">
        <div className={styles.bar}>
          <h2 id="api-console-title" className={styles.title}>
            FlowG API console
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <p role="alert" className={styles.failure} hidden={!failure}>
          {failure}
        </p>
        <div ref={host} className={styles.host} />
      </dialog>
    </div>
  );
}
