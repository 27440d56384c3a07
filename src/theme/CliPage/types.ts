/**
 * What a CLI page renders: the fields of a CliCommand node the template queries (see
 * src/templates/cli-command.tsx), plus the API operations the command calls.
 */
export interface CliCommandRefView {
  readonly path?: readonly string[];
  readonly title: string;
  readonly route: string;
  readonly purpose: string;
}

export interface CliFlagView {
  readonly name: string;
  readonly anchor: string;
  readonly type: string;
  readonly default: string;
  readonly env: string | null;
  readonly required: boolean;
  readonly allowed: readonly string[];
  readonly descriptionHtml: string;
}

export interface CliCommandView {
  readonly title: string;
  readonly kind: string;
  readonly purpose: string;
  readonly usageTokens: string;
  readonly descriptionHtml: string;
  readonly arguments: ReadonlyArray<{
    readonly name: string;
    readonly required: boolean;
    readonly descriptionHtml: string;
  }>;
  /**
   * The flags (queried as `flagList: flags`): any `.flags` in browser code makes Babel's
   * core-js usage detection add the RegExp#flags polyfill (about 3 KiB) to the page.
   */
  readonly flagList: readonly CliFlagView[];
  readonly environment: ReadonlyArray<{
    readonly name: string;
    readonly default: string | null;
    readonly descriptionHtml: string;
  }>;
  readonly notes: ReadonlyArray<{
    readonly kind: string;
    readonly title: string | null;
    readonly bodyHtml: string;
  }>;
  readonly sections: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly bodyHtml: string;
  }>;
  readonly outputHtml: string | null;
  readonly api: readonly string[];
  readonly examples: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly descriptionHtml: string | null;
    readonly tokens: string;
  }>;
  readonly parentCommand: CliCommandRefView | null;
  readonly siblings: readonly CliCommandRefView[];
  readonly descendants: ReadonlyArray<CliCommandRefView & { readonly path: readonly string[] }>;
}

export interface ApiOperationView {
  readonly operationId: string;
  readonly slug: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
}
