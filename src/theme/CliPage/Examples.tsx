import { CodeBlock } from "../CodeBlock";
import { Heading } from "../Heading";
import { Html } from "./Html";
import type { CliCommandView } from "./types";

/** Titled, highlighted shell examples with copy buttons (tokens computed at build time). */
export function Examples({ examples }: { examples: CliCommandView["examples"] }) {
  return (
    <>
      {examples.map((example) => (
        <div key={example.id}>
          <Heading level={3} id={example.id}>
            {example.title}
          </Heading>
          {example.description && <Html html={example.description} />}
          <CodeBlock language="bash" tokens={example.tokens} />
        </div>
      ))}
    </>
  );
}
