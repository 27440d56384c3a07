import { graphql, type PageProps } from "gatsby";
import type { ApiOperationPageContext } from "@shared/api";
import { ApiOperationPage } from "../theme/ApiOperationPage";

export default function ApiOperationTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.ApiOperationPageQuery, ApiOperationPageContext>) {
  const op = data.apiOperation;
  if (!op) throw new Error(`No API operation for id ${pageContext.id}`);
  return <ApiOperationPage op={op} pageContext={pageContext} pathname={location.pathname} />;
}

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      operationId
      method
      path
      summary
      tag
    }
  }
`;
