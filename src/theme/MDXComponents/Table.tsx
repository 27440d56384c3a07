import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type TableHTMLAttributes,
} from "react";
import * as reference from "../ReferenceTable/styles.module.css";

type Element = ReactElement<{ children?: ReactNode }>;

const isElement = (node: ReactNode, type: string): node is Element =>
  isValidElement(node) && node.type === type;

/** The text of a node: a header cell's label ("Meaning", "Default"). */
export function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/**
 * Long inline code in a cell (`http://proxy.internal:3128`, `@expr:toJSON(log)`) may break after
 * `.`, `/`, `:`, `=`, `,` or an inner `-` or `_` (not inside `://`), and nowhere else: the table
 * then fits its column without squeezing a column to one character per line.
 */
export function breakableCode(text: string): ReactNode {
  // Marks the break points, then splits there (a lookbehind would pull a RegExp polyfill in).
  const parts = text.replace(/([^-_][-_]|[.:=,](?!\/)|\/(?!\/))(?=.)/g, "$1\n").split("\n");
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function withBreakableCode(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (isElement(child, "code") && typeof child.props.children === "string")
      return cloneElement(child, undefined, breakableCode(child.props.children));
    if (isValidElement<{ children?: ReactNode }>(child) && child.props.children !== undefined)
      return cloneElement(child, undefined, withBreakableCode(child.props.children));
    return child;
  });
}

/**
 * A Markdown table as the page draws it, in the reference tables' style
 * (../ReferenceTable/styles.module.css): below the mobile breakpoint each row is a card headed by
 * its first cell, and every other cell carries its column's label (`data-label`), shown before
 * its value. Long code in cells breaks at its punctuation. The table scrolls sideways inside a
 * focusable region where it is still too wide (WCAG 2.1.1).
 */
export function MdxTable({ children, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  const parts = Children.toArray(children);
  const head = parts.find((part): part is Element => isElement(part, "thead"));
  const headRow = Children.toArray(head?.props.children).find((row): row is Element =>
    isElement(row, "tr"),
  );
  const labels = Children.toArray(headRow?.props.children)
    .filter((cell): cell is Element => isElement(cell, "th"))
    .map((cell) => textOf(cell.props.children).trim());
  const body = (part: ReactNode) =>
    isElement(part, "tbody")
      ? cloneElement(
          part,
          undefined,
          Children.map(part.props.children, (row) =>
            isElement(row, "tr")
              ? cloneElement(
                  row,
                  { className: reference.entry } as object,
                  Children.toArray(row.props.children)
                    .filter((cell): cell is Element => isValidElement(cell))
                    .map((cell, i) =>
                      cloneElement(
                        cell,
                        (i === 0
                          ? { className: reference.name }
                          : labels[i]
                            ? { "data-label": labels[i] }
                            : undefined) as object | undefined,
                        withBreakableCode(cell.props.children),
                      ),
                    ),
                )
              : row,
          ),
        )
      : part;
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Table, scrolls sideways">
      <table {...props} className={labels.length > 0 ? reference.table : undefined}>
        {parts.map(body)}
      </table>
    </div>
  );
}
