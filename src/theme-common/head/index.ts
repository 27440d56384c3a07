import type { ComponentType } from "react";
import { Helmet as ReactHelmet } from "react-helmet";
import type { HelmetProps } from "./state";

/**
 * The site's <Helmet>: react-helmet, restricted to the props the browser replacement
 * (`browser-helmet.tsx`, swapped in for "react-helmet" in the browser bundle) understands.
 */
export const Helmet: ComponentType<HelmetProps> = ReactHelmet;
