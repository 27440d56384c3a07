import config from "@site-config";
import { Link, withPrefix, type PageProps } from "gatsby";
import { useEffect, useId, useState } from "react";
import { pathWords } from "@shared/search/path-words";
import { HomeLink } from "../theme/HomeLink";
import { NOT_FOUND_MARKER } from "../theme-common/routeRecovery";
import { Seo } from "../theme/Seo";
import * as styles from "./404.module.css";

/**
 * Any unknown path. The static server answers it with HTTP 404. A search form offers the words of
 * the address (filled in once the page runs in the browser: the server renders one 404 page for
 * every path); it works as a plain form too.
 */
export default function NotFoundPage(_props: PageProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  useEffect(() => setQuery(pathWords(window.location.pathname, config.basePath)), []);
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you asked for does not exist on the FlowG documentation site."
        pathname="/404"
        noIndex
      />
      <div className={styles.page} {...{ [NOT_FOUND_MARKER]: "" }}>
        <h1>Page not found</h1>
        <p>
          We could not find the page you asked for. It may have moved when the documentation was
          reorganised, or the address may be mistyped.
        </p>
        <form role="search" action={withPrefix("/search")} method="get" className={styles.search}>
          <label htmlFor={`${id}-q`}>Search the documentation</label>
          <div className={styles.searchRow}>
            <input
              id={`${id}-q`}
              className={styles.input}
              type="search"
              name="q"
              value={query}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit" className={styles.submit}>
              Search
            </button>
          </div>
        </form>
        <p>These may help:</p>
        <ul>
          <li>
            <Link to="/docs">Documentation</Link>: installation, guides and references
          </li>
          <li>
            <Link to="/blog">Blog</Link>: release news and articles
          </li>
          <li>
            <HomeLink>Home page</HomeLink>
          </li>
        </ul>
      </div>
    </>
  );
}
