import { Component, type ReactNode } from "react";

/** The error raised for a navbar item that fails to render: names the item by its config. */
export function navbarItemError(item: unknown, cause: unknown): Error {
  return new Error(`A navbar item failed to render: ${JSON.stringify(item)}`, { cause });
}

interface Props {
  item: unknown;
  children: ReactNode;
}

/**
 * Wraps each navbar item: an error while rendering it is rethrown as a new error naming the
 * faulty item (the original error as its cause), which the layout's error boundary displays.
 * Boundaries do not run during server rendering; the build reports the item's own error there.
 */
export class NavbarItemBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) throw navbarItemError(this.props.item, this.state.error);
    return this.props.children;
  }
}
