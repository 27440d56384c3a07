import { useRef, type ReactNode } from "react";
import { useHtmlLinkNavigation } from "../../theme-common/useHtmlLinkNavigation";
import { Admonition, type AdmonitionType } from "../Admonition";
import { CodeBlock } from "../CodeBlock";
import { Heading } from "../Heading";
import { ApiCalls } from "./ApiCalls";
import { CommandTree } from "./CommandTree";
import { ConfigFile } from "./ConfigFile";
import { EnvironmentTable } from "./EnvironmentTable";
import { Examples } from "./Examples";
import { FlagsTable } from "./FlagsTable";
import { Html } from "./Html";
import { SeeAlso } from "./SeeAlso";
import type { CliSection, CliSectionKind } from "@shared/cli-sections";
import type { CliCommandView } from "./types";
import * as styles from "./styles.module.css";

export interface CliPageProps {
  /** The page's model, HTML only. */
  command: CliCommandView;
  /** The sections to render: cliCommandSections(command), which the TOC is made from too. */
  sections: readonly CliSection[];
  /** A newer docs version's markers: under the purpose, after flag and variable names. */
  marks?: CommandMarks | undefined;
}

/** What a command page of a newer docs version shows beside what changed since the previous one. */
export interface CommandMarks {
  command: ReactNode;
  flag: (name: string, env: string | null) => ReactNode;
  variable: (name: string) => ReactNode;
}

type Renderer = (props: CliPageProps, section: CliSection) => ReactNode;

/** One renderer per section kind; a new kind without a renderer is a compile error. */
const RENDERERS = {
  synopsis: ({ command }) => <CodeBlock language="bash" tokens={command.usageTokens} />,
  description: ({ command }) => (
    <>
      <Html html={command.description} />
      {command.notes.map((note, i) => (
        <Admonition key={i} type={note.kind as AdmonitionType} title={note.title ?? undefined}>
          <Html html={note.body} />
        </Admonition>
      ))}
    </>
  ),
  custom: ({ command }, section) => <Html html={command.extras[section.index ?? 0]?.body ?? ""} />,
  subcommands: ({ command }) => (
    <CommandTree path={command.path} descendants={command.descendants} />
  ),
  arguments: ({ command }) => (
    <ul>
      {command.arguments.map((arg) => (
        <li key={arg.name}>
          <code>{arg.name}</code>
          {arg.required ? " (required): " : ": "}
          <span dangerouslySetInnerHTML={{ __html: arg.description }} />
        </li>
      ))}
    </ul>
  ),
  flags: ({ command, marks }) => (
    <>
      <p>
        {command.flagList.length === 0
          ? "This command has no flags of its own. "
          : command.flagList.some((flag) => flag.env)
            ? "A flag given on the command line wins over its environment variable. "
            : ""}
        Like every command, it also accepts <code className={styles.nowrap}>-h</code>,{" "}
        <code className={styles.nowrap}>--help</code>.
      </p>
      {command.flagList.length > 0 && (
        <FlagsTable
          items={command.flagList}
          mark={marks && ((flag) => marks.flag(flag.name, flag.env))}
        />
      )}
    </>
  ),
  configFile: ({ command }) => command.configFile && <ConfigFile config={command.configFile} />,
  environment: ({ command, marks }) => (
    <EnvironmentTable variables={command.environment} mark={marks?.variable} />
  ),
  output: ({ command }) => <Html html={command.output ?? ""} />,
  examples: ({ command }) => <Examples examples={command.examples} />,
  api: ({ command }) => <ApiCalls calls={command.apiCalls} />,
  seeAlso: ({ command }) =>
    command.parent && <SeeAlso parent={command.parent} siblings={command.siblings} />,
} satisfies Record<CliSectionKind, Renderer>;

/** The body of a CLI reference page (inside the docs layout): purpose, then its sections. */
export function CliPage(props: CliPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useHtmlLinkNavigation(ref);
  return (
    <div ref={ref}>
      <p className={styles.lead}>{props.command.purpose}</p>
      {props.marks?.command}
      {props.sections.map((section) => (
        <section key={section.id}>
          <Heading level={2} id={section.id}>
            {section.title}
          </Heading>
          {RENDERERS[section.kind](props, section)}
        </section>
      ))}
    </div>
  );
}
