import { useMemo, useState } from "react";
import { cx } from "../../theme-common/classNames";
import { CopyButton } from "./CopyButton";
import { WrapIcon } from "../Icons";
import * as styles from "./styles.module.css";

type Token = [types: string, content: string];

export interface CodeBlockProps {
  language: string;
  title?: string;
  /** Comma-separated 1-based line numbers to highlight. */
  highlight?: string;
  showLineNumbers?: string;
  /** Lines of [types, content] tokens, computed at build time (node/mdx/highlight.ts). */
  tokens: string;
}

/** A highlighted code block: optional title, highlighted lines, line numbers, copy and wrap buttons. */
export function CodeBlock({ language, title, highlight, showLineNumbers, tokens }: CodeBlockProps) {
  const lines = useMemo(() => JSON.parse(tokens) as Token[][], [tokens]);
  const code = useMemo(
    () => lines.map((line) => line.map((t) => t[1]).join("")).join("\n"),
    [lines],
  );
  const highlighted = useMemo(
    () => new Set((highlight ?? "").split(",").filter(Boolean).map(Number)),
    [highlight],
  );
  const [wrap, setWrap] = useState(false);
  const numbered = showLineNumbers === "true";
  return (
    <div className={styles.block} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* Focusable so keyboard users can scroll long lines; a named group, because ARIA lets
            no name sit on a <pre> without a role (and a page holds too many for landmarks). */}
        <pre
          className={cx(styles.pre, wrap && styles.wrap)}
          tabIndex={0}
          role="group"
          aria-label={title ? `Code: ${title}` : `Code (${language})`}
        >
          <code className={cx(numbered && styles.numbered)}>
            {lines.map((line, i) => (
              <span
                key={i}
                className={cx(styles.line, highlighted.has(i + 1) && styles.highlighted)}
              >
                {numbered && (
                  <span className={styles.lineNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                )}
                <span className={styles.lineContent}>
                  {line.map(([types, content], j) =>
                    types ? (
                      <span key={j} className={`token ${types}`}>
                        {content}
                      </span>
                    ) : (
                      content
                    ),
                  )}
                  {"\n"}
                </span>
              </span>
            ))}
          </code>
        </pre>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            aria-pressed={wrap}
            aria-label="Toggle word wrap"
            title="Toggle word wrap"
            onClick={() => setWrap((w) => !w)}
          >
            <WrapIcon />
          </button>
          <CopyButton code={code} className={styles.button} />
        </div>
      </div>
    </div>
  );
}
