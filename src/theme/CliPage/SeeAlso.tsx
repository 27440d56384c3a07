import { Link } from "gatsby";
import type { CliCommandLinkView } from "./types";
import * as styles from "./styles.module.css";

function CommandLink({ command }: { command: CliCommandLinkView }) {
  return (
    <>
      <Link to={command.route}>
        <code>{command.title}</code>
      </Link>{" "}
      {/* The space folds into the " — " that CSS puts before the purpose. */}
      <span className={styles.treePurpose}>{command.purpose}</span>
    </>
  );
}

/** The parent command, then the other commands of the same group. */
export function SeeAlso({
  parent,
  siblings,
}: {
  parent: CliCommandLinkView;
  siblings: readonly CliCommandLinkView[];
}) {
  return (
    <>
      <p className={styles.seeAlsoLabel}>Parent command</p>
      <ul className={styles.tree}>
        <li>
          <CommandLink command={parent} />
        </li>
      </ul>
      {siblings.length > 0 && (
        <>
          <p className={styles.seeAlsoLabel}>
            Other subcommands of <code>{parent.title}</code>
          </p>
          <ul className={styles.tree}>
            {siblings.map((sibling) => (
              <li key={sibling.route}>
                <CommandLink command={sibling} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
