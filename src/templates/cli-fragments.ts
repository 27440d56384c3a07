import { graphql } from "gatsby";

/**
 * The fields of a command page, shared by its two templates (cli-command.tsx and, on a newer
 * docs version's changed commands, cli-command-changes.tsx).
 */
export const fragments = graphql`
  fragment CliCommandPageFields on CliCommand {
    path
    title
    route
    binary
    kind
    purpose
    usageTokens
    descriptionHtml
    arguments {
      name
      required
      descriptionHtml
    }
    flagList: flags {
      name
      anchor
      type
      default
      env
      required
      allowed
      descriptionHtml
    }
    environment {
      name
      default
      descriptionHtml
    }
    notes {
      kind
      title
      bodyHtml
    }
    sections {
      id
      title
      bodyHtml
    }
    outputHtml
    api
    examples {
      id
      title
      descriptionHtml
      tokens
    }
    parentCommand {
      title
      route
      purpose
    }
    siblings {
      title
      route
      purpose
    }
    descendants {
      path
      title
      route
      purpose
    }
    sourcePath
  }

  fragment CliCalledOperationFields on ApiOperation {
    operationId
    slug
    method
    path
    summary
  }
`;
