/**
 * Markdown from the OpenAPI document, rendered to HTML at build time (node/markdown). The
 * HTML comes from our own content, never from readers, so inserting it as is is safe.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
