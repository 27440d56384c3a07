import { Component, type ErrorInfo, type ReactNode } from "react";
import { Helmet } from "../../theme-common/head";
import * as styles from "./styles.module.css";

interface Props {
  children: ReactNode;
  /** Draws the crash page inside something (the root boundary's site shell); none by default. */
  shell?: (crash: ReactNode) => ReactNode;
}

interface State {
  error: Error | null;
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
 * and a "Try again" button that loads the page afresh (its HTML, code and data: rendering the
 * same data again would crash again), while the navbar and footer (outside the boundary) stay
 * usable. The Layout also wraps the whole shell in one, for errors of the shell itself, and
 * gatsby-browser wraps the whole app in one, for errors before the shell (Gatsby's page renderer
 * fails on page data without its context).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("This page crashed:", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const [message, ...causes] = causeChain(error);
    const crash = (
      <div className={styles.crash} role="alert">
        <Helmet title="This page crashed." />
        <h1>This page crashed.</h1>
        <p className={styles.message}>{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className={styles.cause}>
            Cause: {cause}
          </p>
        ))}
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
    return this.props.shell ? this.props.shell(crash) : crash;
  }
}
