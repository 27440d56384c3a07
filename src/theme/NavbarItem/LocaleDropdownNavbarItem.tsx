import config from "@site-config";
import type { NavbarItemProps } from "./types";
import { localeOfPath, pathInLocale } from "../../theme-common/locales";
import { usePathname } from "../../theme-common/location";
import { GlobeIcon } from "../Icons";
import { Dropdown } from "./Dropdown";
import { NavLink } from "./NavLink";

/** Links to the current page in each locale of the site (i18n in the site configuration). */
export function LocaleDropdownNavbarItem({ item, mobile }: NavbarItemProps<"localeDropdown">) {
  const path = usePathname();
  const { i18n } = config;
  if (!i18n) throw new Error(`Navbar item ${JSON.stringify(item)} needs the "i18n" configuration`);
  const current = localeOfPath(path, i18n.locales, i18n.defaultLocale);
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon />
          <span className="visually-hidden">Language: </span>
          {current?.label}
        </>
      }
      mobile={mobile}
    >
      {i18n.locales.map((locale) => (
        <li key={locale.code}>
          <NavLink
            to={pathInLocale(path, current, locale)}
            mobile={mobile}
            inDropdown
            current={locale.code === current?.code}
            lang={locale.code}
            hrefLang={locale.code}
          >
            {locale.label}
          </NavLink>
        </li>
      ))}
    </Dropdown>
  );
}
