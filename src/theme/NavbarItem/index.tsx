import type { ComponentType } from "react";
import type { NavbarItemType } from "../../config/schema";
import { DocNavbarItem } from "./DocNavbarItem";
import { DocSidebarNavbarItem } from "./DocSidebarNavbarItem";
import { DocsVersionDropdownNavbarItem } from "./DocsVersionDropdownNavbarItem";
import { DocsVersionNavbarItem } from "./DocsVersionNavbarItem";
import { DropdownNavbarItem } from "./DropdownNavbarItem";
import { HtmlNavbarItem } from "./HtmlNavbarItem";
import { NavbarItemBoundary } from "./ItemBoundary";
import { LinkNavbarItem } from "./LinkNavbarItem";
import { LocaleDropdownNavbarItem } from "./LocaleDropdownNavbarItem";
import { ReleaseNavbarItem } from "./ReleaseNavbarItem";
import { SearchNavbarItem } from "./SearchNavbarItem";
import type { NavbarItemProps } from "./types";

export type { NavbarItemProps } from "./types";

/** Stands in for the kinds the site configuration does not use (compiled out of the bundle). */
function Unused(_props: { mobile?: boolean }): null {
  return null;
}

/**
 * One component per item kind. `satisfies` makes a kind without a component a compile error;
 * the config schema makes an unknown kind in site.ts a build error naming the item. Kinds the
 * configuration does not use are replaced at compile time (src/config/features.ts).
 */
const registry = {
  link: FLOWG_FEATURES.navbarItems.link ? LinkNavbarItem : Unused,
  dropdown: FLOWG_FEATURES.navbarItems.dropdown ? DropdownNavbarItem : Unused,
  doc: FLOWG_FEATURES.navbarItems.doc ? DocNavbarItem : Unused,
  docSidebar: FLOWG_FEATURES.navbarItems.docSidebar ? DocSidebarNavbarItem : Unused,
  docsVersion: FLOWG_FEATURES.navbarItems.docsVersion ? DocsVersionNavbarItem : Unused,
  docsVersionDropdown: FLOWG_FEATURES.navbarItems.docsVersionDropdown
    ? DocsVersionDropdownNavbarItem
    : Unused,
  localeDropdown: FLOWG_FEATURES.navbarItems.localeDropdown ? LocaleDropdownNavbarItem : Unused,
  search: FLOWG_FEATURES.navbarItems.search ? SearchNavbarItem : Unused,
  release: FLOWG_FEATURES.navbarItems.release ? ReleaseNavbarItem : Unused,
  html: FLOWG_FEATURES.navbarItems.html ? HtmlNavbarItem : Unused,
} satisfies { [K in NavbarItemType]: ComponentType<NavbarItemProps<K>> };

/** The component of an item's kind; an unknown kind (config not validated) is an error. */
export function navbarItemComponent(item: { type: string }): ComponentType<NavbarItemProps> {
  const Component = (registry as Record<string, ComponentType<NavbarItemProps> | undefined>)[
    item.type
  ];
  if (!Component) {
    throw new Error(
      `Unknown navbar item type "${item.type}" in ${JSON.stringify(item)}; known types: ${Object.keys(registry).join(", ")}`,
    );
  }
  return Component;
}

function NavbarItemKind({ item, mobile }: NavbarItemProps) {
  const Component = navbarItemComponent(item);
  return <Component item={item} mobile={mobile} />;
}

export function NavbarItem({ item, mobile }: NavbarItemProps) {
  return (
    <NavbarItemBoundary item={item}>
      <NavbarItemKind item={item} mobile={mobile} />
    </NavbarItemBoundary>
  );
}
