interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** True while the reader types into a field: shortcuts must not steal their keys. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!element?.tagName) return false;
  return (
    element.isContentEditable === true ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName.toUpperCase())
  );
}

/** Ctrl+K / Cmd+K and "/" open search from any page, except while typing in a field. */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.altKey || isTyping(event.target)) return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey);
}

/** The modifier to show next to K: ⌘ on Apple systems, Ctrl elsewhere. */
export function shortcutModifier(platform: string): "⌘" | "Ctrl" {
  return /mac|iphone|ipad|ipod/i.test(platform) ? "⌘" : "Ctrl";
}
