import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { loadSiteConfig } from "../../config/load";
import { loadLanguages, tokenize } from "../mdx/highlight";
import { sortPosts } from "./blog";
import type { LandingContext } from "./landing-context";

/** The quick start shown on the landing page: run the container, sign in, send a first line. */
export const QUICK_START = `# 1. Run FlowG (web UI and API on :5080, syslog on :5514/udp)
docker run -d --name flowg \\
  -p 5080:5080 -p 9113:9113 -p 5514:5514/udp \\
  -v flowg-data:/data \\
  linksociety/flowg:latest

# 2. Get a session token for the initial account (root / root: change it!)
TOKEN=$(curl -s http://localhost:5080/api/v1/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '{"username": "root", "password": "root"}' | jq -r .token)

# 3. Send a first log line through the default pipeline
curl -s http://localhost:5080/api/v1/pipelines/default/logs/text \\
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: text/plain' \\
  --data-binary 'hello from the quick start'`;

/** The landing page at the site root, with the quick start highlighted and the newest post. */
export function createLandingPage({ actions, getNodesByType }: CreatePagesArgs): void {
  loadLanguages(loadSiteConfig().config.prism.additionalLanguages);
  const posts = sortPosts(
    getNodesByType("BlogPost") as unknown as Array<{
      title: string;
      route: string;
      date: string;
      description: string;
    }>,
  );
  const latest = posts[0];
  const context: LandingContext = {
    quickStartTokens: JSON.stringify(tokenize(QUICK_START, "bash")),
    latestPost: latest
      ? {
          title: latest.title,
          route: latest.route,
          date: latest.date,
          description: latest.description,
        }
      : null,
  };
  actions.createPage({ path: "/", component: path.resolve("src/templates/landing.tsx"), context });
}
