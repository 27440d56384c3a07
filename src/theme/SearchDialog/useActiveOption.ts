import { useEffect, useState, type KeyboardEvent } from "react";

/**
 * The option of the results list that ↑/↓ move and Enter opens (combobox pattern: focus stays
 * in the input, aria-activedescendant names the option). The first option is active as soon as
 * results appear, so Enter opens the best match; a new query starts again from the top.
 */
export function useActiveOption(count: number, query: string) {
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [query]);
  const index = count === 0 ? -1 : Math.min(active, count - 1);

  const onKeyDown = (event: KeyboardEvent, open: (index: number) => void) => {
    const move: Record<string, number | undefined> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: event.ctrlKey ? 0 : undefined,
      End: event.ctrlKey ? count - 1 : undefined,
    };
    const next = move[event.key];
    if (next !== undefined && count > 0) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(count - 1, next)));
    } else if (event.key === "Enter") {
      event.preventDefault();
      open(index);
    }
  };

  return { index, setActive, onKeyDown };
}
