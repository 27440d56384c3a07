import type { NavbarItemProps } from "./types";
import { useContext } from "react";
import { pathInVersion, useDocsVersions } from "../../theme-common/docsVersions";
import { VersionLinksContext } from "../../theme-common/versionLinks";
import { rememberSwitch } from "../../theme-common/versionSwitch";
import { Dropdown } from "./Dropdown";
import { NavLink } from "./NavLink";
import * as styles from "./styles.module.css";

/**
 * The docs versions, each marked current (the first of the configuration) or archived; an entry
 * leads to the same page in that version or, when that version has no such page, to its closest
 * parent there or its docs root, marked "closest page". An entry remembers the choice, which
 * docsVersion links and the version banner follow.
 */
export function DocsVersionDropdownNavbarItem({
  item,
  mobile,
}: NavbarItemProps<"docsVersionDropdown">) {
  const { versions, preferred, active, path, choose } = useDocsVersions();
  // The build knows which pages exist in each version: the same page, or its closest parent.
  const links = useContext(VersionLinksContext);
  const current = active ?? preferred;
  const newest = versions[0]?.name;
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
      {listed.map((version) => {
        const link = links.find((l) => l.version === version.name);
        const route = link?.route ?? pathInVersion(path, active, version);
        // The build found no such page in that version: the entry says so, and the page it
        // leads to says which page was left (VersionSwitchNotice).
        const closest = link ? !link.exact : false;
        return (
          <li key={version.name}>
            <NavLink
              to={route}
              mobile={mobile}
              inDropdown
              current={version.name === current?.name}
              onClick={() => {
                choose(version.name);
                if (closest) rememberSwitch({ version: version.name, label: version.label, route });
              }}
            >
              {version.label}
              <span className={styles.versionRole}>
                {version.name === newest ? "current" : "archived"}
                {closest && <span className={styles.versionNote}>closest page</span>}
              </span>
            </NavLink>
          </li>
        );
      })}
    </Dropdown>
  );
}
