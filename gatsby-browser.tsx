import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { BrowserRootElement } from "./src/wrap-root-element";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <BrowserRootElement element={element} />
);
