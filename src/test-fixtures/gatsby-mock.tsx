import React from "react";
import { jest } from "@jest/globals";

/**
 * Gatsby's runtime for component tests: Link is an anchor, navigate and useStaticQuery are mocks.
 * jest.config.js maps every import of "gatsby" here, so no test mocks it by hand.
 */
type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  activeStyle?: object;
  replace?: boolean;
  state?: unknown;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, activeStyle: _s, replace: _r, state: _st, ...rest },
  ref,
) {
  return <a ref={ref} {...rest} href={to} />;
});
export const navigate = jest.fn();
export const useStaticQuery = jest.fn();
export const graphql = jest.fn();
export const withPrefix = (path: string) => path;
