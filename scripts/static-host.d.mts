/** A static host's answer to one request path (see static-host.mjs). */
export type HostAnswer =
  | { status: 200; /** the file served, relative to the site folder */ file: string }
  | { status: 301; location: string }
  | { status: 404 };

export function resolveRequest(
  pathname: string,
  site: { base: string; kindOf: (relative: string) => "file" | "dir" | null },
): HostAnswer;

/** What a path inside a built site folder is (`root` is absolute). */
export function folderKinds(root: string): (relative: string) => "file" | "dir" | null;
