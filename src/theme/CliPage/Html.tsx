import { HTML_CONTENT_ATTRIBUTE } from "../../theme-common/useHtmlLinkNavigation";

/** Markdown rendered to HTML at build time (node/markdown), shown as is. */
export function Html({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      {...{ [HTML_CONTENT_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Props of a table cell that holds build-time HTML. */
export function htmlCell(html: string) {
  return { [HTML_CONTENT_ATTRIBUTE]: "", dangerouslySetInnerHTML: { __html: html } };
}
