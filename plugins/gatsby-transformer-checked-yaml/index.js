// Gatsby needs a main file; the plugin's work is in gatsby-node.ts.
