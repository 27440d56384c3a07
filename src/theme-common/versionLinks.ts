import { createContext } from "react";
import type { VersionLink } from "@shared/page-context/doc";

/**
 * Where the page being read is in each docs version, as the build found it (page context
 * `versionLinks`: the same page, else its closest parent, else that version's docs root); empty
 * on pages that are in no version or on a site with one version. Layout provides it; a module of
 * its own so that the layout does not bring the version menu's code to sites without one.
 */
export const VersionLinksContext = createContext<readonly VersionLink[]>([]);

/**
 * The docs version of the page being read (page context `docsVersion`), null on pages outside the
 * docs or on a site with one version: the release badge, the VRL runner and search read it.
 */
export const PageVersionContext = createContext<string | null>(null);
