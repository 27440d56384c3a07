import type { NavbarItemProps } from "./types";
import { NavLink } from "./NavLink";

export function LinkNavbarItem({ item, mobile }: NavbarItemProps<"link">) {
  return (
    <NavLink to={item.to} href={item.href} mobile={mobile} activeBasePath={item.to}>
      {item.label}
    </NavLink>
  );
}
