import type { FlowRules } from "../flow/check";
import type { VrlPreset } from "../vrl/playground";
import type { Crumb, PageSidebarItem } from "../sidebar";

/** Page context of a doc page; shared by node/create-pages/docs.ts and the template. */
export interface DocPageContext {
  id: string;
  sidebarId: string | null;
  /**
   * The items of that sidebar, in the page's own data: a page carries its version's sidebar
   * only, not every version's (which a static query would give every page).
   */
  docsSidebar: PageSidebarItem[] | null;
  breadcrumbs: Crumb[];
  previous: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
  /** The verified VRL examples of the site, on a page that holds `<VrlPlayground />` only. */
  vrlPresets?: VrlPreset[];
  /**
   * On a page with an example the browser can run: the page of the same docs version that holds
   * `<VrlPlayground />` (its rules are the version's), which the Run note links. Absent when the
   * version has no playground page.
   */
  vrlPlayground?: string;
  /** Each documented version's flow rules, on a page that holds `<PipelineViewer />` only. */
  flowRules?: FlowRules[];
  /** The docs version of the page (only when the site documents several). */
  docsVersion?: string;
  /** The same page, or its closest parent, in every version (only with several versions). */
  versionLinks?: VersionLink[];
  /** On an archived version's pages: the current version's upgrade guide (version.yaml `upgrade`). */
  versionUpgrade?: { route: string; title: string };
}

/** Where a page is in one docs version: the same page (`exact`) or the nearest that exists. */
export interface VersionLink {
  version: string;
  route: string;
  exact: boolean;
}
