import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

/**
 * The pipeline viewer (src/theme/PipelineViewer) and the flow drawings of the docs
 * (node/diagrams/flow.ts). Runs at 1280 and 390 px (projects desktop and mobile).
 */
const VIEWER = "/flowg/docs/guides/pipeline-viewer";
const WITH_FLOW = "/flowg/docs/usecases/forward-logs/datadog";

const node = (id: string, type: string, data: Record<string, string>, x = 0, y = 0) => ({
  id,
  type,
  position: { x, y },
  data,
});
const edge = (id: string, source: string, target: string) => ({ id, source, target });

async function openViewer(page: Page) {
  await page.goto(VIEWER);
  await waitForHydration(page);
  await expect(page.locator('[data-pipeline-viewer="ready"]')).toBeVisible();
}

async function paste(page: Page, flow: unknown) {
  const text = typeof flow === "string" ? flow : JSON.stringify(flow, null, 2);
  await page.getByLabel("Flow JSON").fill(text);
}

/** The viewer's summary line (the page has other status regions: search, Copy page). */
const status = (page: Page) => page.locator('[data-pipeline-viewer="ready"]').getByRole("status");

const problems = (page: Page) => page.getByRole("list", { name: "Problems" }).getByRole("listitem");

test("the example is drawn, checked clean, and nothing leaves the page", async ({ page }) => {
  await openViewer(page);
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.method()} ${request.url()}`));
  await page.getByRole("button", { name: "Load the example" }).click();
  await expect(status(page)).toHaveText("No problems found for FlowG v0.63.0.");
  const drawing = page.getByRole("img", { name: "Your pipeline flow" });
  await expect(drawing.locator("g[data-node]")).toHaveCount(5);
  await expect(drawing.locator("path.e")).toHaveCount(4);
  await expect(page.locator("dl")).toContainText("oncall-webhook");
  expect(sent).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("each kind of mistake is found, naming its node", async ({ page }) => {
  await openViewer(page);

  await paste(page, '{\n  "nodes": [\n    { "id": "a", }\n  ],\n  "edges": []\n}');
  await expect(problems(page)).toHaveCount(1);
  await expect(problems(page).first()).toHaveAttribute("data-kind", "json");
  await expect(problems(page).first()).toContainText("(line 3, column");

  const flow = {
    nodes: [
      node("in", "source", { type: "direct" }),
      node("parse", "transform", {}, 250),
      node("errors", "switch", { condition: 'level = "error"' }, 500),
      node("store", "router", { stream: "app" }, 750),
      node("orphan", "forwarder", { forwarder: "hook" }, 750, 200),
    ],
    edges: [
      edge("e1", "in", "parse"),
      edge("e2", "parse", "errors"),
      { ...edge("e3", "errors", "store"), sourceHandle: "yes" },
      edge("e4", "store", "ghost"),
    ],
  };
  await paste(page, flow);
  const found = problems(page);
  await expect(
    found.filter({ hasText: '"parse"' }).and(page.locator('[data-kind="schema"]')),
  ).toHaveCount(1);
  await expect(found.and(page.locator('[data-kind="edge"]'))).toHaveCount(3);
  await expect(found.filter({ hasText: 'the handle "yes"' })).toContainText('Edge "e3"');
  await expect(found.filter({ hasText: '"ghost"' })).toHaveCount(1);
  await expect(found.and(page.locator('[data-kind="condition"]'))).toContainText('"errors"');
  await expect(found.and(page.locator('[data-kind="unreachable"]'))).toContainText('"orphan"');
  await expect(page.locator("g.marked[data-node]")).not.toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // v0.45.8 reads conditions in its own filter language, where `=` is right, and has no metric node.
  await page.getByLabel("FlowG version of the flow").selectOption({ label: "v0.45.8" });
  await expect(found.and(page.locator('[data-kind="condition"]'))).toHaveCount(0);
  const metric = {
    nodes: [node("in", "source", {}), node("count", "metric", { name: "hits" }, 250)],
    edges: [edge("e1", "in", "count")],
  };
  await paste(page, metric);
  await expect(found.and(page.locator('[data-kind="node-type"]'))).toContainText('"count"');
  await page.getByLabel("FlowG version of the flow").selectOption({ index: 0 });
  await expect(status(page)).toHaveText("No problems found for FlowG v0.63.0.");
});

test("a file opened from disk is read in the page", async ({ page }) => {
  await openViewer(page);
  const flow = {
    nodes: [
      node("in", "source", { type: "syslog" }),
      node("keep", "router", { stream: "syslog" }, 250),
    ],
    edges: [edge("e1", "in", "keep")],
  };
  await page.getByLabel("Open a file").setInputFiles({
    name: "syslog.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(flow)),
  });
  await expect(status(page)).toHaveText("No problems found for FlowG v0.63.0.");
  await expect(
    page.getByRole("img", { name: "Your pipeline flow" }).locator("g[data-node]"),
  ).toHaveCount(2);
});

test("a page with a flow has its drawing in the HTML and loads no diagram code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.request.get(WITH_FLOW);
  const html = await response.text();
  expect(html).toMatch(/<svg [^>]*class="flow"[^>]*role="img"/);
  await page.goto(WITH_FLOW);
  await waitForHydration(page);
  const drawing = page.getByRole("img", { name: "Pipeline flow: to-datadog.json" });
  await expect(drawing).toBeVisible();
  await expect(drawing.locator("g[data-node]")).toHaveCount(3);
  expect(scripts.filter((url) => /pipeline-viewer/.test(url))).toEqual([]);
});
