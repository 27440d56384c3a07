import { useCallback, useSyncExternalStore } from "react";
import { storageSlot } from "./storage";

/**
 * Values kept in localStorage and shared by every component that reads them: in this tab
 * (listeners below) and in the reader's other tabs (the `storage` event). The server render and
 * hydration see `null` (the server snapshot), the stored value arrives right after hydration, so
 * the first client render always matches the HTML. Without storage, values live in memory for
 * the visit (storage.ts has already warned once).
 */
const memory = new Map<string, string | null>();
const listeners = new Map<string, Set<() => void>>();
let listeningToOtherTabs = false;

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

export function readStoredValue(key: string): string | null {
  if (!memory.has(key)) memory.set(key, storageSlot(key).get());
  return memory.get(key) ?? null;
}

export function writeStoredValue(key: string, value: string | null): void {
  memory.set(key, value);
  if (value === null) storageSlot(key).del();
  else storageSlot(key).set(value);
  notify(key);
}

function onOtherTab(event: StorageEvent): void {
  if (event.storageArea !== window.localStorage) return;
  // key === null: the other tab cleared the whole storage.
  const keys = event.key === null ? [...memory.keys()] : [event.key];
  for (const key of keys) {
    memory.set(key, event.key === null ? null : event.newValue);
    notify(key);
  }
}

function subscribe(key: string, listener: () => void): () => void {
  if (!listeningToOtherTabs) {
    listeningToOtherTabs = true;
    window.addEventListener("storage", onOtherTab);
  }
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => set.delete(listener);
}

const serverSnapshot = () => null;

export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readStoredValue(key),
    serverSnapshot,
  );
  const set = useCallback((next: string | null) => writeStoredValue(key, next), [key]);
  return [value, set];
}

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards (browser-only state is real). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
