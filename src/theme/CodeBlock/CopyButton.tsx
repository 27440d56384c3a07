import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon } from "../Icons";
import * as styles from "./styles.module.css";

/** Copies `code`; the icon turns into a check and a live region announces "Copied". */
export function CopyButton({ code, className }: { code: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // Clipboard API refused (insecure context): fall back to a hidden textarea.
      const area = document.createElement("textarea");
      area.value = code;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
  };

  return (
    <>
      <button
        type="button"
        className={`${className ?? ""} ${copied ? styles.copied : ""}`}
        aria-label={copied ? "Copied" : "Copy code to clipboard"}
        title="Copy"
        onClick={copy}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {copied ? "Copied to clipboard" : ""}
      </span>
    </>
  );
}
