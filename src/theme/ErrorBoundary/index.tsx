import { Component, Fragment, type ErrorInfo, type ReactNode } from "react";
import { Helmet } from "../../theme-common/head";
import * as styles from "./styles.module.css";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Every message of the error and of each `cause` in its chain. */
export function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/**
 * Wraps the main area: a crash shows what went wrong (the error and each `cause` in its chain)
 * and a "Try again" button that re-renders, while the navbar and footer (outside the boundary)
 * stay usable. The Layout also wraps the whole shell in one, for errors of the shell itself.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("This page crashed:", error, info.componentStack);
  }

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const [message, ...causes] = causeChain(error);
    return (
      <div className={styles.crash} role="alert">
        <Helmet title="This page crashed." />
        <h1>This page crashed.</h1>
        <p className={styles.message}>{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className={styles.cause}>
            Cause: {cause}
          </p>
        ))}
        <button
          type="button"
          className={styles.retry}
          onClick={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        >
          Try again
        </button>
      </div>
    );
  }
}
