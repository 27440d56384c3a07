import { graphql, type PageProps } from "gatsby";
import type { CliPageContext } from "@shared/page-context/cli";
import { CliCommandPage } from "../theme/CliCommandPage";

/** A command of flowg-server, flowg-health or flowg-client (src/node/create-pages/cli.ts). */
export default function CliCommandTemplate(
  props: PageProps<Queries.CliCommandPageQuery, CliPageContext>,
) {
  return <CliCommandPage {...props} />;
}

export const query = graphql`
  query CliCommandPage($id: String!, $operationIds: [String!]!) {
    cliCommand(id: { eq: $id }) {
      ...CliCommandPageFields
    }
    allApiOperation(filter: { operationId: { in: $operationIds } }) {
      nodes {
        ...CliCalledOperationFields
      }
    }
  }
`;
