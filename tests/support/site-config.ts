import raw from "../../src/config/site";
import { parseSiteConfig } from "../../src/config/schema";

/** The FlowG site configuration as the browser receives it (validated, defaults filled in). */
export default parseSiteConfig(raw, "src/config/site.ts");
