import type { ComponentType } from "react";
import type { NavbarItem as NavbarItemConfig, NavbarItemType } from "../../config/schema";
import { DocSidebarNavbarItem } from "./DocSidebarNavbarItem";
import { HtmlNavbarItem } from "./HtmlNavbarItem";
import { LinkNavbarItem } from "./LinkNavbarItem";
import { ReleaseNavbarItem } from "./ReleaseNavbarItem";

export type NavbarItemProps<K extends NavbarItemType = NavbarItemType> = {
  item: Extract<NavbarItemConfig, { type: K }>;
  /** Rendered in the mobile side panel rather than the navbar. */
  mobile?: boolean;
};

/**
 * One component per item kind. `satisfies` makes a kind without a component a compile error;
 * the config schema makes an unknown kind in site.ts a build error naming the item.
 */
const registry = {
  link: LinkNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  release: ReleaseNavbarItem,
  html: HtmlNavbarItem,
} satisfies { [K in NavbarItemType]: ComponentType<NavbarItemProps<K>> };

export function NavbarItem({ item, mobile }: NavbarItemProps) {
  const Component = registry[item.type] as ComponentType<NavbarItemProps>;
  if (!Component) {
    throw new Error(`Unknown navbar item type "${item.type}" in ${JSON.stringify(item)}`);
  }
  return <Component item={item} mobile={mobile} />;
}
