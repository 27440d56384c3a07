import type { NavbarItemProps } from "./types";
import { isActiveLink, usePathname } from "../../theme-common/location";
import { useNavbarDocs } from "../../theme-common/useNavbarLinks";
import { Dropdown } from "./Dropdown";
import { NavLink } from "./NavLink";

/** A labelled list of links and doc links. */
export function DropdownNavbarItem({ item, mobile }: NavbarItemProps<"dropdown">) {
  const docs = useNavbarDocs();
  const path = usePathname();
  const entries = item.items.map((entry) => {
    if (entry.type === "link") return { label: entry.label, to: entry.to, href: entry.href };
    const doc = docs[entry.docId];
    if (!doc) throw new Error(`Dropdown entry ${JSON.stringify(entry)}: unknown doc id`);
    return { label: entry.label ?? doc.label, to: doc.route, href: undefined };
  });
  const active = entries.some((e) => e.to && isActiveLink(path, e.to));
  return (
    <Dropdown label={item.label} mobile={mobile} active={active}>
      {entries.map((entry, i) => (
        <li key={i}>
          <NavLink to={entry.to} href={entry.href} mobile={mobile} inDropdown>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </Dropdown>
  );
}
