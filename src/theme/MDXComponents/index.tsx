import { Link } from "gatsby";
import type { AnchorHTMLAttributes, HTMLAttributes, InputHTMLAttributes } from "react";
import { isExternal, stripBasePath } from "../../theme-common/links";
import { Admonition } from "../Admonition";
import { CodeBlock } from "../CodeBlock";
import { headingComponents } from "../Heading";
import { ExternalLinkIcon } from "../Icons";
import { Diagram } from "../Diagram";
import { PipelineViewer } from "../PipelineViewer";
import { TabItem, Tabs } from "../Tabs";
import { VrlPlayground } from "../VrlPlayground";
import { VrlRun } from "../VrlRun";
import { MdxTable } from "./Table";

/** Markdown links: internal ones through Gatsby's Link (prefetching), external ones marked. */
function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("#") || !href.startsWith("/")) {
    if (isExternal(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
          <ExternalLinkIcon style={{ marginLeft: "0.15rem" }} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    }
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={stripBasePath(href)} {...(rest as HTMLAttributes<HTMLAnchorElement>)}>
      {children}
    </Link>
  );
}

/** GFM task-list checkboxes are read-only; they are named so assistive technology announces them. */
function MdxInput(props: InputHTMLAttributes<HTMLInputElement>) {
  if (props.type !== "checkbox") return <input {...props} />;
  return <input {...props} aria-label={props.checked ? "Done" : "Not done"} />;
}

/** Components available in every MDX file without an import. */
export const mdxComponents = {
  a: MdxLink,
  input: MdxInput,
  table: MdxTable,
  ...headingComponents,
  Admonition,
  CodeBlock,
  Diagram,
  Tabs,
  TabItem,
  VrlRun,
  VrlPlayground,
  PipelineViewer,
};
