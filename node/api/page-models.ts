import type {
  ApiOperationView,
  ApiOverviewPageContext,
  LinkView,
  MediaView,
  ModelText,
  SchemaView,
} from "@shared/api";
import { apiOperationRoute, DOCS_BASE } from "@shared/routes";
import type { DocPageContext } from "@shared/page-context/doc";
import type { SiteVersion } from "@shared/versions";
import { markdownToHtml } from "../markdown";
import { loadLanguages } from "../mdx/highlight";
import type { ApiOperationNode, ApiSpecNode, StoredNode } from "../node-types";
import { mdxSources, stripNodeKeys, type NodeStore } from "../store";
import { cliCommandsByOperation } from "./cli-map";
import { guidesByOperation, type DocSource } from "./guides";
import { operationView, type OperationViewContext } from "./operation-view";
import { overviewView, securitySchemes, type OverviewContext } from "./overview";
import { API_OVERVIEW_PROSE_FILE, parseApiOverviewProse } from "./overview-prose";
import { impliedScopes } from "../../plugins/gatsby-source-openapi/operations";

/**
 * The page models of the API reference: one per operation page (/docs/api/<slug>) and one for
 * the overview (/docs/api), built once per build from the nodes and read by every output of
 * those pages: the HTML pages (node/create-pages/api.ts, through page context) and the
 * operations' Markdown copies (node/markdown-export/). Text of the OpenAPI document is kept
 * as `ModelText`, its Markdown with the HTML it renders to, so neither output renders it again
 * and both show the same descriptions.
 */

/** An operation page's model. */
export interface ApiOperationModel {
  /** The ApiOperation node's id (the page's query variable). */
  id: string;
  /** The page's name in its route (query-stream). */
  slug: string;
  /** Site path of the page (/docs/api/query-stream). */
  route: string;
  /** Position in the document: the order of the sidebar and of the copies. */
  order: number;
  view: ApiOperationView<ModelText>;
}

/** The overview page's model: its page context without the docs-layout part. */
export type ApiOverviewModel = Omit<ApiOverviewPageContext, keyof DocPageContext | "route">;

export interface ApiPageModels {
  spec: ApiSpecNode;
  /** In the document's order. */
  operations: ApiOperationModel[];
  overview: ApiOverviewModel;
  /**
   * The same model with each text of the document as its Markdown, not its HTML: what the
   * overview's Markdown copy is written from (node/markdown-export/api-overview.ts).
   */
  overviewText: ApiOverviewModel;
}

export interface ApiModelOptions {
  /** The site's path prefix (/flowg), for the links of the rendered HTML. */
  basePath: string;
  /** Prism languages beyond the built-in ones (site config `prism.additionalLanguages`). */
  additionalLanguages: readonly string[];
  /**
   * Where the docs of the models' version start: /docs for the current version (the default),
   * /docs/<name> for an archived one, whose pages and links stay inside it.
   */
  docsBase?: string;
  /** The OpenAPI document's file, for messages (openapi/flowg.yaml by default). */
  specFile?: string;
}

/**
 * What the models are made of besides the options, all read from nodes: the document's nodes,
 * the CLI commands, the guides that link each operation (found by scanning the docs' MDX) and
 * the overview's prose (content/api/overview.yaml). The site model keys the API part on these
 * (node/model/), so an edit in `gatsby develop` gives new models only when one of them changes:
 * a doc's prose does not, a link to an operation's page does.
 */
export interface ApiModelSources {
  spec: ApiSpecNode;
  operations: readonly ApiOperationNode[];
  cliCommands: ReturnType<NodeStore["cliCommands"]>;
  /** Operation slug -> the doc pages that link its page. */
  guides: Map<string, LinkView[]>;
  /** content/api/overview.yaml's node (checked when the overview's model is made). */
  prose: StoredNode<"apiOverviewYaml">;
}

export function apiModelSources(store: NodeStore, basePath: string): ApiModelSources {
  const spec = store.apiSpecs()[0];
  if (!spec) throw new Error("openapi: no ApiSpec node (is gatsby-source-openapi configured?)");
  const prose = store.apiOverviewYaml()[0];
  if (!prose) throw new Error(`${API_OVERVIEW_PROSE_FILE}: missing; /docs/api needs its prose`);
  return {
    spec,
    operations: store.apiOperations(),
    cliCommands: store.cliCommands(),
    guides: apiGuides(store, basePath),
    prose,
  };
}

/** Operation slug -> the doc pages of the store that link its page, by title. */
export function apiGuides(store: NodeStore, basePath: string): Map<string, LinkView[]> {
  const sourceOf = mdxSources(store);
  const docs: DocSource[] = store.docPages().map((doc) => ({
    title: doc.title,
    route: doc.route,
    body: sourceOf(doc),
  }));
  return guidesByOperation(docs, basePath);
}

/** The options of a docs version's models (the site model passes them, node/model/). */
export function apiModelOptions(
  site: { basePath: string; additionalLanguages: readonly string[] },
  version: Pick<SiteVersion, "name" | "path" | "current">,
): ApiModelOptions {
  return {
    basePath: site.basePath,
    additionalLanguages: site.additionalLanguages,
    ...(version.current
      ? {}
      : { docsBase: version.path, specFile: `openapi.yaml of docs version ${version.name}` }),
  };
}

/** The API pages' models of one docs version (the site model makes them once per input). */
export function apiPageModels(store: NodeStore, options: ApiModelOptions): ApiPageModels {
  return buildApiPageModels(apiModelSources(store, options.basePath), options);
}

function buildApiPageModels(sources: ApiModelSources, options: ApiModelOptions): ApiPageModels {
  loadLanguages(options.additionalLanguages);
  const docsBase = options.docsBase ?? DOCS_BASE;
  const { spec } = sources;
  const prose = stripNodeKeys(sources.prose);
  const operations = [...sources.operations].sort((a, b) => a.order - b.order);

  // markdownToHtml renders each distinct text once, though the document repeats many.
  const html = (markdown: string): string =>
    markdown.trim()
      ? markdownToHtml(markdown, {
          basePath: options.basePath,
          docsBase,
          where: options.specFile ?? "openapi/flowg.yaml",
        })
      : "";
  const text = (markdown: string): ModelText => ({
    markdown: markdown.trim(),
    html: html(markdown),
  });

  const serverUrl =
    (spec.document as { servers?: Array<{ url: string }> }).servers?.[0]?.url ??
    "http://localhost:5080";
  const impliedBy = impliedScopes(spec.document);
  const cli = cliCommandsByOperation(sources.cliCommands);
  const operationContext: OperationViewContext<ModelText> = {
    document: spec.document,
    markdown: text,
    impliedBy,
    serverUrl,
    schemes: new Map(
      securitySchemes(spec.document, { document: spec.document, markdown: text }).map((s) => [
        s.id,
        s,
      ]),
    ),
    cli,
    guides: sources.guides,
  };
  const overviewContext: OverviewContext = {
    document: spec.document,
    markdown: html,
    scopes: spec.scopes,
    impliedBy,
    prose: (values) => parseApiOverviewProse(prose, values),
  };

  return {
    spec,
    operations: operations.map((op) => ({
      id: op.id,
      slug: op.slug,
      route: apiOperationRoute(op.slug, docsBase),
      order: op.order,
      view: operationView(op, operationContext),
    })),
    overview: overviewView(operations, overviewContext, docsBase),
    overviewText: overviewView(
      operations,
      { ...overviewContext, markdown: (markdown) => markdown.trim() },
      docsBase,
    ),
  };
}

/** The view with each text replaced by `pick(text)`: its HTML for page context. */
export function mapOperationText<A, B>(
  view: ApiOperationView<A>,
  pick: (text: A) => B,
): ApiOperationView<B> {
  const schema = (s: SchemaView<A>): SchemaView<B> => ({
    ...s,
    html: pick(s.html),
    rows: s.rows.map((row) => ({ ...row, html: pick(row.html) })),
  });
  const media = (m: MediaView<A>): MediaView<B> => ({
    ...m,
    schema: m.schema && schema(m.schema),
  });
  return {
    ...view,
    html: pick(view.html),
    security: view.security.map((s) => ({ ...s, html: pick(s.html) })),
    parameters: view.parameters.map((p) => ({ ...p, html: pick(p.html) })),
    requestBody: view.requestBody && {
      ...view.requestBody,
      html: pick(view.requestBody.html),
      contents: view.requestBody.contents.map(media),
    },
    responses: view.responses.map((r) => ({
      ...r,
      html: pick(r.html),
      headers: r.headers.map((h) => ({ ...h, html: pick(h.html) })),
      contents: r.contents.map(media),
    })),
  };
}

/** The operation view as page context holds it: HTML only. */
export function operationHtmlView(model: ApiOperationModel): ApiOperationView {
  return mapOperationText(model.view, (text) => text.html);
}
