import { Link } from "gatsby";
import type { VersionSwitch } from "../../theme-common/versionSwitch";
import * as styles from "./styles.module.css";

/**
 * After a version switch that could not keep the reader on the same page: which page had no
 * counterpart, that this is the closest one, and a search of this version for the topic. The
 * layout shows it once (useVersionSwitch) and loads this module only then.
 */
export default function VersionSwitchNotice({ from }: { from: VersionSwitch }) {
  const search = `/search?${new URLSearchParams({ q: from.title, version: from.version })}`;
  return (
    <p className={styles.notice} role="status">
      <strong>{from.title}</strong> has no page in the {from.label} docs, so you are on the closest
      one.{" "}
      <Link to={search}>
        Search {from.label} for “{from.title}”
      </Link>
      .
    </p>
  );
}
