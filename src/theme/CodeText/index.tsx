/**
 * Text written with Markdown's inline code marks (`.`), drawn with <code> for each marked part:
 * interface strings keep one plain-text form, which the unit tests read, and the reader never sees
 * a backtick.
 */
export function CodeText({ text }: { text: string }) {
  return (
    <>{text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>
  );
}
