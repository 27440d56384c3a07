/**
 * An index: each Gatsby lifecycle lives in its own module under src/node/.
 */
export { createSchemaCustomization } from "./src/node/create-schema-customization";
export { sourceNodes } from "./src/node/source-nodes";
export { onCreateNode } from "./src/node/on-create-node";
export { createResolvers } from "./src/node/create-resolvers";
export { createPages } from "./src/node/create-pages";
export { onPreBootstrap, onCreateWebpackConfig } from "./src/node/on-pre-bootstrap";
export { onPostBuild } from "./src/node/on-post-build";
export { onCreateDevServer } from "./src/node/on-create-dev-server";
