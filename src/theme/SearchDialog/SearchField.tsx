import type { KeyboardEvent, RefObject } from "react";
import { SearchIcon } from "../Icons";
import * as styles from "./frame.module.css";

interface SearchFieldProps {
  inputRef: RefObject<HTMLInputElement>;
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClose: () => void;
  /** Id of the results listbox, when it is shown. */
  listId: string | null;
  /** Id of the active option, when there is one. */
  activeId: string | null;
}

/** The dialog's header: the combobox input (ARIA 1.2 pattern) and the close button. */
export function SearchField(props: SearchFieldProps) {
  const { inputRef, query, onQuery, onKeyDown, onClose, listId, activeId } = props;
  return (
    <div className={styles.header}>
      <SearchIcon className={styles.icon} />
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={listId !== null}
        aria-controls={listId ?? undefined}
        aria-activedescendant={activeId ?? undefined}
        placeholder="Search docs, blog, API and CLI"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.close} onClick={onClose}>
        Esc<span className="visually-hidden"> (close search)</span>
      </button>
    </div>
  );
}
