import type { NavbarItemProps } from "./types";
import { pathInVersion, useDocsVersions } from "../../theme-common/docsVersions";
import { Dropdown } from "./Dropdown";
import { NavLink } from "./NavLink";

/**
 * The docs versions; an entry leads to the same page in that version (or to its first page)
 * and remembers the choice, which docsVersion links and the version banner follow.
 */
export function DocsVersionDropdownNavbarItem({
  item,
  mobile,
}: NavbarItemProps<"docsVersionDropdown">) {
  const { versions, preferred, active, path, choose } = useDocsVersions();
  const current = active ?? preferred;
  const listed = item.versions
    ? item.versions.flatMap((name) => versions.filter((v) => v.name === name))
    : versions;
  return (
    <Dropdown
      label={
        <>
          <span className="visually-hidden">Docs version: </span>
          {current?.label}
        </>
      }
      mobile={mobile}
    >
      {listed.map((version) => (
        <li key={version.name}>
          <NavLink
            to={pathInVersion(path, active, version)}
            mobile={mobile}
            inDropdown
            current={version.name === current?.name}
            onClick={() => choose(version.name)}
          >
            {version.label}
          </NavLink>
        </li>
      ))}
    </Dropdown>
  );
}
