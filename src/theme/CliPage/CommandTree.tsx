import { Link } from "gatsby";
import { nestCommands, type CommandTreeNode } from "./tree";
import type { CliCommandView } from "./types";
import * as styles from "./styles.module.css";

function Branch({ nodes, nested }: { nodes: CommandTreeNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.treeNested : styles.tree}>
      {nodes.map(({ command, children }) => (
        <li key={command.route}>
          <Link to={command.route} className={styles.treeLink}>
            <code>{command.path.slice(1).join(" ")}</code>
          </Link>{" "}
          {/* The space folds into the " — " that CSS puts before the purpose. */}
          <span className={styles.treePurpose}>{command.purpose}</span>
          {children.length > 0 && <Branch nodes={children} nested />}
        </li>
      ))}
    </ul>
  );
}

/** Every command below this one as nested lists, each linking to its page with its purpose. */
export function CommandTree({
  path,
  descendants,
}: {
  path: readonly string[];
  descendants: CliCommandView["descendants"];
}) {
  return <Branch nodes={nestCommands(descendants, path)} />;
}
