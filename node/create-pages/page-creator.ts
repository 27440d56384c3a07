import type { CreatePagesArgs } from "gatsby";
import type { VersionModel } from "../model";

/**
 * A page creator: the Gatsby API, and the site model of one docs version (the current one for
 * creators of site-wide pages; `site.site` is the whole model). In its own module so the
 * creators and the list of creators (./index.ts) do not import each other.
 */
export type PageCreator = (args: CreatePagesArgs, site: VersionModel) => void | Promise<void>;
