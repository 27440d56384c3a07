import { createContext } from "react";

/**
 * The stored drawings, by key: provided by the server render only (gatsby-ssr.tsx). In the
 * browser there is none, and the drawing already in the page (or fetched) is kept.
 */
export const DiagramSource = createContext<((key: string) => string) | null>(null);
