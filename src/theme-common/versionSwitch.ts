import { useEffect, useState } from "react";
import { storageSlot } from "./storage";

/**
 * A switch to another docs version that could not keep the reader on the same page: the version
 * menu or the archived banner led to the closest page there instead. The link remembers it for
 * the tab (sessionStorage) and the page it leads to says so once, so that the reader knows why
 * the page changed and can search the other version for the topic.
 */
export interface VersionSwitch {
  /** Title of the page the reader left. */
  title: string;
  /** Name and label of the version switched to. */
  version: string;
  label: string;
  /** Route (without the path prefix) of the page the link leads to. */
  route: string;
}

const slot = storageSlot("flowg.docs.versionSwitch", "session");

/** The title of the page the reader is on, as its heading shows it. */
function pageTitle(): string {
  return document.querySelector("main h1")?.textContent?.trim() ?? "";
}

/** Called by a link to the closest page of another version, as it is followed. */
export function rememberSwitch(to: Omit<VersionSwitch, "title">): void {
  const title = pageTitle();
  if (title) slot.set(JSON.stringify({ ...to, title }));
}

/**
 * The switch that led to the page at `route`, once: it is forgotten as it is read, and a stored
 * switch that led elsewhere (the reader went on before this page loaded) is ignored.
 */
export function takeSwitch(route: string): VersionSwitch | null {
  const stored = slot.get();
  if (stored === null) return null;
  slot.del();
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof VersionSwitch, unknown>>;
    const fields = [value.title, value.version, value.label, value.route];
    if (!fields.every((field) => typeof field === "string" && field !== "")) return null;
    return value.route === route ? (value as VersionSwitch) : null;
  } catch {
    return null;
  }
}

/** The switch that led to the page at `route`, read after hydration (null on the server). */
export function useVersionSwitch(route: string): VersionSwitch | null {
  const [from, setFrom] = useState<VersionSwitch | null>(null);
  useEffect(() => setFrom(takeSwitch(route)), [route]);
  return from;
}
