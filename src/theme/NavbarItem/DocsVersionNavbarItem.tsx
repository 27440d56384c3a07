import type { NavbarItemProps } from "./types";
import { useDocsVersions } from "../../theme-common/docsVersions";
import { NavLink } from "./NavLink";

/** A link to the docs of the version the reader is on, or chose last. */
export function DocsVersionNavbarItem({ item, mobile }: NavbarItemProps<"docsVersion">) {
  const { active, preferred } = useDocsVersions();
  const version = active ?? preferred;
  if (!version) throw new Error(`Navbar item ${JSON.stringify(item)} needs docs.versions`);
  return (
    <NavLink to={version.path} mobile={mobile} activeBasePath={version.path}>
      {item.label ?? version.label}
    </NavLink>
  );
}
