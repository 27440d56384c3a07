import path from "node:path";
import { loadLanguages, tokenize } from "../mdx/highlight";
import { sortPosts } from "./blog";
import type { LandingContext } from "@shared/page-context/landing";
import type { PageCreator } from ".";

/**
 * The quick start shown on the landing page: run the container, wait for it, sign in, send a first
 * line. The management port (no authentication) is published on loopback only, and the login waits
 * for /health, since `docker run -d` returns before the server listens.
 */
export const QUICK_START = `# 1. Run FlowG: web UI and API on :5080, syslog on :5514/udp, and the
#    management port (health, metrics; no authentication) on this machine only
docker run -d --name flowg \\
  -p 5080:5080 -p 127.0.0.1:9113:9113 -p 5514:5514/udp \\
  -v flowg-data:/data \\
  linksociety/flowg:latest

# 2. Wait until the server answers its health check (at most a minute)
for i in $(seq 60); do
  curl -sf http://127.0.0.1:9113/health >/dev/null && break
  sleep 1
done

# 3. Get a session token for the initial account (root / root: change it!)
TOKEN=$(curl -s http://localhost:5080/api/v1/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '{"username": "root", "password": "root"}' | jq -r .token)

# 4. Send a first log line through the default pipeline
curl -s http://localhost:5080/api/v1/pipelines/default/logs/text \\
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: text/plain' \\
  --data-binary 'hello from the quick start'`;

/** The landing page at the site root, with the quick start highlighted and the newest post. */
export const createLandingPage: PageCreator = ({ actions }, site) => {
  loadLanguages(site.config.prism.additionalLanguages);
  const posts = sortPosts(site.store.blogPosts());
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
};
