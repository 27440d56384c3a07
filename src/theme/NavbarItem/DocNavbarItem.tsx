import type { NavbarItemProps } from "./types";
import { useNavbarDocs } from "../../theme-common/useNavbarLinks";
import { NavLink } from "./NavLink";

/** A link to one doc by id; labelled like the doc unless the item has a label. */
export function DocNavbarItem({ item, mobile }: NavbarItemProps<"doc">) {
  const doc = useNavbarDocs()[item.docId];
  if (!doc) throw new Error(`Navbar item ${JSON.stringify(item)}: unknown doc id`);
  return (
    <NavLink to={doc.route} mobile={mobile}>
      {item.label ?? doc.label}
    </NavLink>
  );
}
