import type { NavbarItemProps } from "./types";
import { firstDocHref } from "@shared/sidebar";
import { useDocsSidebars } from "../../theme-common/useDocsSidebars";
import { NavLink } from "./NavLink";

/** Links to the first doc of a sidebar and stays highlighted on every page of that section. */
export function DocSidebarNavbarItem({ item, mobile }: NavbarItemProps<"docSidebar">) {
  const sidebars = useDocsSidebars();
  const items = sidebars[item.sidebarId];
  const href = items ? firstDocHref(items) : undefined;
  if (!href) {
    throw new Error(
      `Navbar item ${JSON.stringify(item)} links to sidebar "${item.sidebarId}", which has no doc to link to (sidebars: ${Object.keys(sidebars).join(", ") || "none"})`,
    );
  }
  return (
    <NavLink to={href} mobile={mobile} activeBasePath="/docs">
      {item.label}
    </NavLink>
  );
}
