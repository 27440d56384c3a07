import { Link, type PageProps } from "gatsby";
import { HomeLink } from "../theme/HomeLink";
import { NOT_FOUND_MARKER } from "../theme-common/routeRecovery";
import { Seo } from "../theme/Seo";
import * as styles from "./404.module.css";

/** Any unknown path. The static server answers it with HTTP 404. */
export default function NotFoundPage(_props: PageProps) {
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
