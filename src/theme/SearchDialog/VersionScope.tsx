import { searchVersionLabel } from "../../theme-common/search/versionLabel";
import * as styles from "./styles.module.css";

interface VersionScopeProps {
  /** The version being read, searched first. */
  version: string;
  all: boolean;
  onAll: (all: boolean) => void;
}

/**
 * Which docs versions the dialog searches (shown on sites with more than one): the version being
 * read, and a checkbox that adds the others (their indexes load only then). The line is a
 * live region: a screen reader says the new scope when the checkbox changes it.
 */
export function VersionScope({ version, all, onAll }: VersionScopeProps) {
  const label = searchVersionLabel(version);
  return (
    <div className={styles.scope}>
      <span aria-live="polite">
        {all ? `Searching every version, ${label} first` : `Searching the ${label} docs`}
      </span>
      <label className={styles.scopeSwitch}>
        <input type="checkbox" checked={all} onChange={(event) => onAll(event.target.checked)} />{" "}
        Include other versions
      </label>
    </div>
  );
}
