/** @jest-environment node */
import React from "react";
import { describe, expect, it } from "@jest/globals";
import { renderToString } from "react-dom/server";
import { ServerRootElement } from "../wrap-root-element";
import { i18nIn } from "../test-fixtures/i18n";
import { AddToListButton } from "../features/lists";
import { AlertStack } from "../components/alerts/alert-stack";
import { CookieBanner } from "../components/layout/cookie-banner";
import { makeProduct } from "../test-fixtures/store";
import { mockSiteData, pageProps } from "../test-fixtures/render";
import ConfirmEmailPage from "./confirm-email/[...key]";
import ForgotPasswordPage from "./forgot-password";
import PasswordResetPage from "./password-reset/[...key]";
import MyListsPage from "../templates/traveller-pages";
import SignInPage from "./sign-in";
import SignUpPage from "./sign-up";
import UserIndexPage from "./user";
import UserAccountPage from "./user-account";

// The build renders every page without a window: nothing may touch browser APIs while rendering.
describe("server rendering", () => {
  const pages: [string, React.ReactElement][] = [
    ["sign-in", <SignInPage key="a" {...pageProps({}, "/sign-in/")} />],
    ["sign-up", <SignUpPage key="b" {...pageProps({}, "/sign-up/")} />],
    ["user", <UserIndexPage key="c" {...pageProps({})} />],
    ["user-account", <UserAccountPage key="d" {...pageProps({}, "/user-account/")} />],
    ["my-lists", <MyListsPage key="e" {...pageProps({}, "/my-lists/")} />],
    [
      "confirm-email",
      <ConfirmEmailPage
        key="f"
        {...(pageProps({}, "/confirm-email/") as React.ComponentProps<typeof ConfirmEmailPage>)}
        params={{}}
      />,
    ],
    ["forgot-password", <ForgotPasswordPage key="g" {...pageProps({}, "/forgot-password/")} />],
    [
      "password-reset",
      <PasswordResetPage
        key="h"
        {...(pageProps({}, "/password-reset/MQ/token/") as React.ComponentProps<typeof PasswordResetPage>)}
        params={{ key: "MQ/token" }}
      />,
    ],
  ];

  it.each(pages)("renders %s without a window", (_, page) => {
    mockSiteData();
    expect(typeof window).toBe("undefined");
    const html = renderToString(<ServerRootElement i18n={i18nIn("en")} element={page} />);
    expect(html).toContain("<main");
  });

  it("keeps private content out of the static HTML", () => {
    mockSiteData();
    const html = renderToString(
      <ServerRootElement i18n={i18nIn("en")} element={<UserAccountPage {...pageProps({}, "/user-account/")} />} />,
    );
    expect(html).toContain("Checking your session");
    expect(html).not.toContain("Change password");
  });

  it("renders the shared pieces the storefront mounts", () => {
    const html = renderToString(
      <ServerRootElement
        i18n={i18nIn("en")}
        element={
          <>
            <AddToListButton product={makeProduct("gin")} />
            <AlertStack />
          </>
        }
      />,
    );
    expect(html).toContain("Add to list");
  });

  it("renders the cookie banner, so it paints with the page (a head script hides it once answered)", () => {
    const html = renderToString(<ServerRootElement i18n={i18nIn("en")} element={<CookieBanner />} />);
    expect(html).toContain("OK, got it");
  });
});
