import { Fragment } from "react";
import { highlight, snippet } from "@shared/search/highlight";
import type { StoredRecord } from "@shared/search/types";
import { searchVersionLabel } from "../../theme-common/search/versionLabel";
import { MethodBadge } from "../MethodBadge";
import * as styles from "./styles.module.css";

interface SearchResultProps {
  record: StoredRecord;
  /** Words to mark (highlightTerms(query)). */
  terms: readonly string[];
  /** The docs version the result is from, when it is not the version searched first. */
  version?: string | null;
}

/**
 * What one result shows, in the dialog and on the search page: its title (section, or page),
 * where it is (the page of a section, the path of an API operation, with its method badge), and
 * a snippet of its text with the typed words marked, and the label of its docs version when it
 * comes from another version than the one searched first. Phrasing content only, so it fits in a link
 * as well as in a listbox option.
 */
export function SearchResult({ record, terms, version }: SearchResultProps) {
  const title = record.section || record.page;
  const context = record.kind === "api" ? record.path : record.section ? record.page : null;
  const text = snippet(record.text, terms);
  return (
    <>
      <span className={styles.title}>
        {record.method && (
          <>
            <MethodBadge method={record.method} />{" "}
          </>
        )}
        <Highlighted text={title} terms={terms} />
      </span>
      {/* Existing classes only: a site with one version keeps its search page's CSS as it was. */}
      {version && <span className={styles.context}>From {searchVersionLabel(version)}</span>}
      {context && (
        <span className={record.kind === "api" ? styles.path : styles.context}>
          <Highlighted text={context} terms={terms} />
        </span>
      )}
      {text && (
        <span className={styles.snippet}>
          <Highlighted text={text} terms={terms} />
        </span>
      )}
    </>
  );
}

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((segment, i) => (
        <Fragment key={i}>{segment.match ? <mark>{segment.text}</mark> : segment.text}</Fragment>
      ))}
    </>
  );
}
