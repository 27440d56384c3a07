import { Link } from "gatsby";
import { useDocsVersions, useVersionLink } from "../../theme-common/docsVersions";
import { rememberSwitch } from "../../theme-common/versionSwitch";
import * as styles from "./styles.module.css";

/**
 * On docs pages of a version with a `banner`: which release the page documents, and the way to
 * the same page in the current release (or, when it has none, the closest page there).
 */
export function DocsVersionBanner({ upgrade }: { upgrade?: { route: string; title: string } }) {
  const { versions, active, path, choose } = useDocsVersions();
  const latest = versions[0];
  if (!active?.banner || !latest || latest === active) return null;
  return <Banner active={active} latest={latest} path={path} choose={choose} upgrade={upgrade} />;
}

type Version = NonNullable<ReturnType<typeof useDocsVersions>["active"]>;

function Banner({
  active,
  latest,
  path,
  choose,
  upgrade,
}: {
  active: Version;
  latest: Version;
  path: string;
  choose: (name: string) => void;
  upgrade?: { route: string; title: string };
}) {
  const target = useVersionLink(path, active, latest);
  const what =
    active.banner === "unreleased"
      ? `This is documentation for ${active.label}, a version not released yet.`
      : `This is documentation for FlowG ${active.label}, an older release.`;
  return (
    <div className={styles.banner} role="note" aria-label="Docs version">
      {what}{" "}
      <Link
        to={target.route}
        onClick={() => {
          choose(latest.name);
          if (!target.exact)
            rememberSwitch({ version: latest.name, label: latest.label, route: target.route });
        }}
      >
        {target.exact
          ? `Read this page for the current release, ${latest.label}`
          : `${latest.label} has no page on this topic: see the closest one`}
      </Link>
      .
      {upgrade && (
        <>
          {" "}
          Upgrading from {active.label}? Read{" "}
          <Link to={upgrade.route} onClick={() => choose(latest.name)}>
            {upgrade.title}
          </Link>
          .
        </>
      )}
    </div>
  );
}
