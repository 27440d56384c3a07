import { Fragment } from "react";

/**
 * Breaks long names after an inner - or _ rather than anywhere: FLOWG_CLUSTER_/FORMATION_/...,
 * --cluster-/formation-/... (never between the leading dashes and the name).
 */
export function BreakableCode({ children }: { children: string }) {
  // Marks the break points, then splits there (a lookbehind would pull a RegExp polyfill in).
  const parts = children.replace(/([^-_][-_])/g, "$1\n").split("\n");
  return (
    <code>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </code>
  );
}

/** "none" for empty values, prose as text, literal values as code. */
export function DefaultValue({ value }: { value: string | null }) {
  if (value === null || value === "") return <None />;
  if (/\s/.test(value)) return <>{value}</>;
  return <BreakableCode>{value}</BreakableCode>;
}

export function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none</span>
    </>
  );
}

/**
 * A configuration key's path, breakable after each dot and inner underscore
 * (services./syslog./initial_/allowed_/origins); a block label keeps its space.
 */
export function KeyPath({ children }: { children: string }) {
  const parts = children.replace(/([^._][._])/g, "$1\n").split("\n");
  return (
    <code>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </code>
  );
}
