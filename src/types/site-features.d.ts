/**
 * Compile-time constants of the theme behaviours the site configuration uses (see
 * src/config/features.ts); replaced by literals in the browser and SSR bundles.
 */
declare const FLOWG_FEATURES: import("../config/features").SiteFeatures;
