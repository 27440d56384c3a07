import type { KeyboardEvent } from "react";
import type { ResultGroup } from "../../theme-common/search/group";
import type { ScopedHit } from "../../theme-common/search/scope";
import { SearchResult } from "../SearchResult";
import * as styles from "./styles.module.css";

interface ResultListProps {
  id: string;
  groups: ReadonlyArray<ResultGroup<ScopedHit>>;
  terms: readonly string[];
  active: number;
  onHover: (index: number) => void;
  onOpen: (hit: ScopedHit) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The results as a listbox of groups (Docs, Blog, API, CLI). Focus normally stays in the search
 * input, which points at the active option (aria-activedescendant). The listbox is also the
 * scrolling region, so it takes focus itself too (Tab) and answers the same keys.
 */
export function ResultList(props: ResultListProps) {
  const { id, groups, terms, active, onHover, onOpen, onKeyDown } = props;
  let index = 0;
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      aria-activedescendant={active >= 0 ? optionId(id, active) : undefined}
      tabIndex={0}
      className={styles.listbox}
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => (
        <div
          key={group.kind}
          role="group"
          aria-labelledby={`${id}-${group.kind}`}
          className={styles.group}
        >
          <div id={`${id}-${group.kind}`} className={styles.groupLabel}>
            {group.label}
          </div>
          {group.hits.map((hit) => {
            const i = index++;
            return (
              // Mouse users click an option; keyboard users reach it from the input (↑/↓, Enter).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={hit.key}
                id={optionId(id, i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                data-url={hit.record.url}
                className={styles.option}
                onMouseMove={() => i !== active && onHover(i)}
                // Focus stays in the input (the combobox) while the option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onOpen(hit)}
              >
                <SearchResult record={hit.record} terms={terms} version={hit.version} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
