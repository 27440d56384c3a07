import type { Rule } from "eslint";

export type Layer = "shared" | "config" | "types" | "node" | "browser";
export const LAYERS: ReadonlyArray<{ layer: Layer; prefixes: string[] }>;
export const ALLOWED: Record<Layer, string[]>;
export function layerOf(relativePath: string): Layer | "outside" | "outside-project";
export function aliasPaths(root: string): ReadonlyArray<{ pattern: string; target: string }>;
export function resolveSpecifier(specifier: string, fromFile: string, root: string): string | null;
export const importLayers: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
