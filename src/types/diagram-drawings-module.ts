/**
 * Type of the `@diagram-drawings` module: the stored drawing of every diagram, by key, which the
 * build writes as JSON for the server render only (node/diagrams/publish.ts); the browser
 * bundle gets an empty object under the same name.
 */
declare const drawings: Record<string, string>;
export default drawings;
