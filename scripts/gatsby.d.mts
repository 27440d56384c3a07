/** The Gatsby CLI of the project's node_modules (see gatsby.mjs). */
export const GATSBY_BIN: string;
/** The Node flags a Gatsby run of the site gets, by command. */
export const NODE_FLAGS: Readonly<Record<string, readonly string[]>>;
/** `env` for `gatsby <command>`: telemetry off, the command's NODE_FLAGS in NODE_OPTIONS. */
export function gatsbyEnv(command: string | undefined, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
