import React from "react";
import type { GatsbySSR } from "gatsby";
import { ServerRootElement } from "./src/wrap-root-element";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <ServerRootElement element={element} />;

/**
 * STOREFRONT HEAD TAGS: the app shell's ad-script and verification meta tags (specification, section 2)
 * go here, through setHeadComponents.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = () => {};
