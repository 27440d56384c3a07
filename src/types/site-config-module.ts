/**
 * Type of the `@site-config` module: the validated site configuration, which the build writes as
 * JSON (node/on-pre-bootstrap.ts) and webpack aliases. tsconfig maps the name here for types;
 * vitest maps it to tests/support/site-config.ts.
 */
import type { SiteConfig } from "../config/schema";

declare const config: SiteConfig;
export default config;
