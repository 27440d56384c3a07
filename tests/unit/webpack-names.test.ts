import { describe, expect, it } from "vitest";
import { chunkFilename, NamedChunkFiles } from "../../src/node/webpack-output";

describe("production chunk file names", () => {
  it("names Gatsby's page and shared chunks by id, and keeps the names the site gives", () => {
    const name = (chunkName: string | null) => chunkFilename({ chunk: { name: chunkName } });
    expect(
      name("component---src-templates-doc-page-tsx-content-file-path-content-docs-x-mdx"),
    ).toBe("[id]-[contenthash:8].js");
    expect(name("05663da899048beb0e1f7c9dfd504a4fe796fba5")).toBe("[id]-[contenthash:8].js");
    expect(name(null)).toBe("[id]-[contenthash:8].js");
    expect(name("medium-zoom")).toBe("[name]-[contenthash:8].js");
    expect(name("framework")).toBe("[name]-[contenthash:8].js");
  });
});

describe("NamedChunkFiles", () => {
  it("gives only the async chunks the site names a file template of their own", () => {
    let afterOptimizeChunks: ((chunks: Iterable<FakeChunk>) => void) | undefined;
    const compiler: Parameters<NamedChunkFiles["apply"]>[0] = {
      hooks: {
        thisCompilation: {
          tap: (_, onCompilation) =>
            onCompilation({
              hooks: {
                afterOptimizeChunks: {
                  tap: (__, fn) => {
                    afterOptimizeChunks = fn;
                  },
                },
              },
            }),
        },
      },
    };
    new NamedChunkFiles().apply(compiler);
    const chunks = [
      chunk("medium-zoom", false),
      chunk("component---src-templates-doc-page-tsx", false),
      chunk("05663da899048beb0e1f7c9dfd504a4fe796fba5", false),
      chunk(null, false),
      chunk("app", true),
    ];
    afterOptimizeChunks!(chunks);
    expect(chunks.map((c) => c.filenameTemplate)).toEqual([
      "[name]-[contenthash:8].js",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

interface FakeChunk {
  name: string | null;
  filenameTemplate?: unknown;
  canBeInitial(): boolean;
}

function chunk(name: string | null, initial: boolean): FakeChunk {
  return { name, canBeInitial: () => initial };
}
