import type { PageProps } from "gatsby";
import { SearchPage } from "../theme/SearchPage";
import { Seo } from "../theme/Seo";

/** /search?q=...: every result of a query, grouped; the address can be shared. */
export default function SearchRoute(_props: PageProps) {
  return (
    <>
      <Seo
        title="Search"
        description="Search the FlowG documentation, blog, HTTP API reference and command line reference."
        pathname="/search"
      />
      <SearchPage />
    </>
  );
}
