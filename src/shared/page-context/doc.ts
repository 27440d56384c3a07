import type { VrlPreset } from "../vrl/playground";
import type { Crumb } from "../sidebar";

/** Page context of a doc page; shared by src/node/create-pages/docs.ts and the template. */
export interface DocPageContext {
  id: string;
  sidebarId: string | null;
  breadcrumbs: Crumb[];
  previous: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
  /** The verified VRL examples of the site, on a page that holds `<VrlPlayground />` only. */
  vrlPresets?: VrlPreset[];
}
