import { useCallback, useEffect, useState } from "react";
import { storageSlot } from "../../theme-common/storage";

const EVENT = "flowg:tab-choice";

interface ChoiceDetail {
  groupId: string;
  value: string;
}

/**
 * The selected tab, shared by every Tabs with the same groupId (on this page, in other tabs of
 * the browser through the storage event, and on later visits through localStorage), and
 * reflected in the URL (?<queryKey>=value) so a choice can be shared as a link.
 * Starts at `initial` so the server render and hydration agree; effects then correct it.
 */
export function useTabGroupChoice(
  values: readonly string[],
  initial: string,
  groupId?: string,
  queryKey?: string,
) {
  const [selected, setSelected] = useState(initial);
  const slot = groupId ? storageSlot(`flowg.tabs.${groupId}`) : null;
  const valuesKey = values.join("\u0000");

  useEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const stored = slot?.get() ?? null;
    const candidate = [fromQuery, stored].find((v) => v !== null && values.includes(v));
    if (candidate) setSelected(candidate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once on mount
  }, [valuesKey, queryKey, groupId]);

  useEffect(() => {
    if (!groupId) return;
    const onChoice = (event: Event) => {
      const detail = (event as CustomEvent<ChoiceDetail>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (
        event.key === `flowg.tabs.${groupId}` &&
        event.newValue &&
        values.includes(event.newValue)
      )
        setSelected(event.newValue);
    };
    window.addEventListener(EVENT, onChoice);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(EVENT, onChoice);
      window.removeEventListener("storage", onStorage);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values are keyed by valuesKey
  }, [groupId, valuesKey]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (groupId) {
        storageSlot(`flowg.tabs.${groupId}`).set(value);
        window.dispatchEvent(new CustomEvent<ChoiceDetail>(EVENT, { detail: { groupId, value } }));
      }
      if (queryKey) {
        const url = new URL(window.location.href);
        url.searchParams.set(queryKey, value);
        window.history.replaceState(window.history.state, "", url);
      }
    },
    [groupId, queryKey],
  );

  return [selected, select] as const;
}
