import { navbarItemSchema, type NavbarItemType, type SiteConfig } from "./schema";

/**
 * The theme behaviours a configuration switches on. The browser bundle receives them as
 * compile-time constants (`FLOWG_FEATURES`, webpack's DefinePlugin in
 * node/on-pre-bootstrap.ts), so the code of behaviours a site leaves off is dropped from
 * its JavaScript: the FlowG build ships no dropdown, version, locale, search, colour switch or
 * announcement code. Unit tests run with every feature on (vitest.config.ts).
 */
export interface SiteFeatures {
  /** Navbar item kinds used (top level; dropdown entries are links and docs). */
  navbarItems: Record<NavbarItemType, boolean>;
  colorSwitch: boolean;
  announcementBar: boolean;
  hideOnScroll: boolean;
  versionBanner: boolean;
}

/**
 * Every navbar item kind, read from the config schema's discriminated union: a kind added there
 * gets a feature flag here without a second list to keep in step (the theme's registry, typed
 * from the same union, must then give it a component).
 */
export const NAVBAR_ITEM_TYPES: readonly NavbarItemType[] = navbarItemSchema.options.map(
  (option) => option.shape.type.value,
);

export function siteFeatures(config: SiteConfig): SiteFeatures {
  const used = new Set<string>(config.navbar.items.map((item) => item.type));
  return {
    navbarItems: Object.fromEntries(NAVBAR_ITEM_TYPES.map((t) => [t, used.has(t)])) as Record<
      NavbarItemType,
      boolean
    >,
    colorSwitch: !config.colorMode.disableSwitch,
    announcementBar: Boolean(config.announcementBar),
    hideOnScroll: config.navbar.hideOnScroll,
    versionBanner: config.docs.versions.some((version) => version.banner),
  };
}

/** Every feature on: what unit tests see. */
export const ALL_FEATURES: SiteFeatures = {
  navbarItems: Object.fromEntries(NAVBAR_ITEM_TYPES.map((t) => [t, true])) as Record<
    NavbarItemType,
    boolean
  >,
  colorSwitch: true,
  announcementBar: true,
  hideOnScroll: true,
  versionBanner: true,
};

/** DefinePlugin's form: each leaf a code string, so `FLOWG_FEATURES.x` becomes a literal. */
export function featureDefinitions(features: SiteFeatures) {
  return {
    FLOWG_FEATURES: {
      navbarItems: Object.fromEntries(
        Object.entries(features.navbarItems).map(([k, v]) => [k, JSON.stringify(v)]),
      ),
      colorSwitch: JSON.stringify(features.colorSwitch),
      announcementBar: JSON.stringify(features.announcementBar),
      hideOnScroll: JSON.stringify(features.hideOnScroll),
      versionBanner: JSON.stringify(features.versionBanner),
    },
  };
}
