import type { NavbarItemProps } from "./types";
import { versionedSidebarId } from "@shared/versions";
import { useDocsVersions } from "../../theme-common/docsVersions";
import { useNavbarSidebars } from "../../theme-common/useNavbarLinks";
import { NavLink } from "./NavLink";

/**
 * Links to the first doc of a sidebar, in the docs version the reader chose last (the current
 * one until they choose), and stays highlighted on every page of that section.
 */
export function DocSidebarNavbarItem({ item, mobile }: NavbarItemProps<"docSidebar">) {
  const starts = useNavbarSidebars();
  const { versions, preferred } = useDocsVersions();
  const chosen =
    preferred && preferred !== versions[0]
      ? starts[versionedSidebarId(item.sidebarId, { name: preferred.name, current: false })]
      : undefined;
  const href = chosen ?? starts[item.sidebarId];
  if (!href) {
    throw new Error(
      `Navbar item ${JSON.stringify(item)} links to sidebar "${item.sidebarId}", which has no doc to link to (sidebars: ${Object.keys(starts).join(", ") || "none"})`,
    );
  }
  return (
    <NavLink to={href} mobile={mobile} activeBasePath="/docs">
      {item.label}
    </NavLink>
  );
}
