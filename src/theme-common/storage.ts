/**
 * The one way the site touches localStorage (and sessionStorage). Storage can be unavailable
 * (blocked cookies, private modes, quota): the first failure logs one warning and the site
 * carries on without it.
 */
let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    "FlowG docs: localStorage is unavailable; preferences will not be remembered.",
    error,
  );
}

export type StorageArea = "local" | "session";

function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

/** A named slot in localStorage; all operations are safe during SSR and without storage. */
export function storageSlot(key: string, area: StorageArea = "local"): StorageSlot {
  return {
    get() {
      try {
        return storage(area)?.getItem(key) ?? null;
      } catch (error) {
        warnOnce(error);
        return null;
      }
    },
    set(value) {
      try {
        storage(area)?.setItem(key, value);
      } catch (error) {
        warnOnce(error);
      }
    },
    del() {
      try {
        storage(area)?.removeItem(key);
      } catch (error) {
        warnOnce(error);
      }
    },
  };
}

/** For tests: forget that a warning was already logged. */
export function resetStorageWarning(): void {
  warned = false;
}
