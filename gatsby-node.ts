/**
 * An index: each Gatsby lifecycle lives in its own module under node/.
 */
export { createSchemaCustomization } from "./node/create-schema-customization";
export { sourceNodes } from "./node/source-nodes";
export { onCreateNode } from "./node/on-create-node";
export { createResolvers } from "./node/create-resolvers";
export { createPages } from "./node/create-pages";
export { onPreBootstrap, onCreateWebpackConfig } from "./node/on-pre-bootstrap";
export { onPostBuild } from "./node/on-post-build";
export { onCreateDevServer } from "./node/on-create-dev-server";
