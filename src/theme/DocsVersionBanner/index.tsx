import { Link } from "gatsby";
import { pathInVersion, useDocsVersions } from "../../theme-common/docsVersions";
import * as styles from "./styles.module.css";

const messages = {
  unreleased: "This is documentation for an unreleased version of the project",
  unmaintained: "This is documentation for a version that is no longer maintained",
};

/** On docs pages of a version with a `banner`: what the version is, and the way to the latest. */
export function DocsVersionBanner() {
  const { versions, active, path, choose } = useDocsVersions();
  const latest = versions[0];
  if (!active?.banner || !latest || latest === active) return null;
  return (
    <div className={styles.banner} role="note" aria-label="Docs version">
      {messages[active.banner]} ({active.label}). See the{" "}
      <Link to={pathInVersion(path, active, latest)} onClick={() => choose(latest.name)}>
        latest version ({latest.label})
      </Link>
      .
    </div>
  );
}
