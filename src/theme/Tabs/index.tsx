import {
  Children,
  isValidElement,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { cx } from "../../theme-common/classNames";
import * as styles from "./styles.module.css";
import { useTabGroupChoice } from "./useTabGroupChoice";

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children: ReactNode;
}

/** Content of one tab; rendered by its parent <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

interface TabsProps {
  children: ReactNode;
  /** Tabs with the same groupId switch together and remember the choice. */
  groupId?: string;
  /** Reflect the choice in the URL: `queryString` uses the groupId as key, `queryString="k"` uses k. */
  queryString?: boolean | string;
  defaultValue?: string;
}

/** Accessible tabs (WAI-ARIA tabs pattern with automatic activation). */
export function Tabs({ children, groupId, queryString, defaultValue }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> =>
    isValidElement(c),
  );
  const values = items.map((item) => item.props.value);
  const initial =
    defaultValue ?? items.find((item) => item.props.default)?.props.value ?? values[0] ?? "";
  const queryKey =
    typeof queryString === "string" ? queryString : queryString ? groupId : undefined;
  const [selected, select] = useTabGroupChoice(values, initial, groupId, queryKey);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const value = values[next];
    if (value !== undefined) select(value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, i) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              className={cx(styles.tab, active && styles.active)}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          <p className={styles.panelLabel} hidden>
            {item.props.label ?? item.props.value}
          </p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
