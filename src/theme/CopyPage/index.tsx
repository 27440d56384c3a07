import { useEffect, useRef, useState } from "react";
import * as styles from "./styles.module.css";

type Status = { kind: "idle" } | { kind: "copied" } | { kind: "failed"; reason: string };

/**
 * "Copy page" and "View as Markdown" for a page that has a Markdown copy (`href`, with the base
 * path: /flowg/docs/guides/streams.md). Nothing is fetched until the button is pressed; the
 * outcome is announced through a status region and stays visible (a failure until the next try).
 */
export function CopyPage({ href }: { href: string }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    setStatus({ kind: "idle" });
    try {
      await copyFrom(href);
      setStatus({ kind: "copied" });
      timer.current = window.setTimeout(() => setStatus({ kind: "idle" }), 4000);
    } catch (error) {
      setStatus({ kind: "failed", reason: (error as Error).message || "unknown error" });
    }
  };

  return (
    <div className={styles.copyPage}>
      <button type="button" className={styles.button} onClick={copy}>
        Copy page
      </button>{" "}
      {/* The space is dropped by the flex row, kept in the text (text browsers). */}
      <a className={styles.button} href={href} type="text/markdown">
        View as Markdown
      </a>
      <span
        role="status"
        className={status.kind === "failed" ? `${styles.status} ${styles.failed}` : styles.status}
      >
        {status.kind === "copied"
          ? "Copied"
          : status.kind === "failed"
            ? `Could not copy the page (${status.reason}). Use “View as Markdown” instead.`
            : ""}
      </span>
    </div>
  );
}

/**
 * Fetches the Markdown and writes it to the clipboard. Where the browser takes a pending
 * ClipboardItem, the write starts within the click (Safari refuses a write that starts after an
 * await); elsewhere the text is written once fetched.
 */
async function copyFrom(href: string): Promise<void> {
  if (!navigator.clipboard) throw new Error("no clipboard access on this page");
  const text = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== "undefined" && typeof navigator.clipboard.write === "function") {
    const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
    await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
