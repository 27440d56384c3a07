/**
 * A space that only the text needs. Where CSS alone sets two parts apart (a block, a margin, a
 * flex or grid gap), a text browser, a copy-paste or a reader without styles runs them together
 * ("POST/api/v1/...", "pipelinepathrequired"); this space keeps them apart there. It is visually
 * hidden (positioned out of the flow), so the styled layout stays as it is.
 */
export function TextGap() {
  return <span className="visually-hidden"> </span>;
}
