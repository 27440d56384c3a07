import type { NavbarItem as NavbarItemConfig, NavbarItemType } from "../../config/schema";

/**
 * Props of every navbar item component. In a module of its own so that the item components and
 * the registry (./index.tsx) that imports them both depend on it, rather than on each other.
 */
export type NavbarItemProps<K extends NavbarItemType = NavbarItemType> = {
  item: Extract<NavbarItemConfig, { type: K }>;
  /** Rendered in the mobile side panel rather than the navbar. */
  mobile?: boolean;
};
