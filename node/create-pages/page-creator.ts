import type { CreatePagesArgs } from "gatsby";
import type { SiteData } from "../site-data";

/**
 * A page creator: the Gatsby API, and what was computed once for the whole site. In its own
 * module so the creators and the list of creators (./index.ts) do not import each other.
 */
export type PageCreator = (args: CreatePagesArgs, site: SiteData) => void | Promise<void>;
