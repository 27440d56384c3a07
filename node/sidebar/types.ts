/** What the pipeline needs to know about a doc page. */
export interface DocSummary {
  docId: string;
  title: string;
  sidebarLabel?: string | null;
  route: string;
}
