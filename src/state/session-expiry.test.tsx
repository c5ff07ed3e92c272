import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { paths } from "../api-client/paths";
import { AddToListButton, getListsCache } from "../features/lists";
import { updateListsCache } from "../features/lists/lists-cache";
import { SignInForm } from "../features/account";
import { startBrowserSession } from "./browser-session";
import { sessionEndedMessage } from "./session-expiry";
import { makeStore } from "./store";
import { freshBrowser, loginResponse, makeList, makeProduct, page, renderWithStore, signedInState } from "../test-fixtures/store";

let mock: ReturnType<typeof freshBrowser>;
let stop: () => void = () => undefined;
beforeEach(() => {
  mock = freshBrowser();
  jest.mocked(navigate).mockClear();
  window.history.pushState({}, "", "/products/gin/?airport=waw");
});
afterEach(() => {
  stop();
  mock.restore();
  window.history.pushState({}, "", "/");
});

const gin = makeProduct("gin", "30.00");
const NEXT = "/sign-in/?next=%2Fproducts%2Fgin%2F%3Fairport%3Dwaw";

/** A signed-in browser whose refresh token the server no longer takes. */
function expiredSession() {
  const store = makeStore(signedInState());
  stop = startBrowserSession(store);
  mock.onPost(paths.auth.refresh).reply(401, { message: "Token is invalid or expired." });
  return store;
}

describe("a refused refresh", () => {
  it("says the session ended, opens sign-in with the way back, and keeps an unsent addition to do after sign-in", async () => {
    updateListsCache((cache) => ({ ...cache, ownerId: 7, lists: [makeList(5, [{ product: gin, quantity: 1 }])] }));
    mock.onPost("/api/wishlist/5/items/").replyOnce(401, { message: "Token is invalid or expired." });
    const store = expiredSession();
    const { user } = renderWithStore(<AddToListButton product={gin} />, store);

    await user.click(screen.getByRole("button", { name: "Add one more: Product gin" }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(NEXT));
    expect(store.getState().user.userDetails).toBeNull();
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(store.getState().alerts.items.map((a) => [a.severity, a.message])).toContainEqual([
      "warning",
      "Your session has ended, sign in again. A product you added is kept in this browser and will join your list when you sign in.",
    ]);
    const cache = getListsCache();
    expect(cache.outbox).toEqual([]);
    expect(cache.visitor.map((i) => [i.product.slug, i.quantity])).toEqual([["gin", 2]]);

    // Signing in again does what was clicked, and goes back to the page.
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: gin, quantity: 1 }])]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    renderWithStore(<SignInForm next="/products/gin/?airport=waw" />, store);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(getListsCache().visitor).toEqual([]));
    await waitFor(() => expect(getListsCache().outbox).toEqual([]));
    const sent = mock.history.post.filter((c) => c.url === "/api/wishlist/5/items/").map((c) => JSON.parse(c.data));
    expect(sent.at(-1)).toEqual({ product: "gin", size: "SKU-gin", quantity: 2, set: true });
    expect(navigate).toHaveBeenCalledWith("/products/gin/?airport=waw", { replace: true });
  });

  it("keeps the product when the session ends before the list was even found", async () => {
    mock.onGet(paths.wishlist).reply(401, { message: "Token is invalid or expired." });
    const store = expiredSession();
    const { user } = renderWithStore(<AddToListButton product={gin} />, store);
    await user.click(screen.getByRole("button", { name: "Add to list: Product gin" }));
    await waitFor(() => expect(getListsCache().visitor.map((i) => i.product.slug)).toEqual(["gin"]));
    expect(navigate).toHaveBeenCalledWith(NEXT);
    const messages = store.getState().alerts.items.map((a) => a.message);
    expect(messages).toContain("Your session has ended, sign in again.");
    expect(messages).toContain("Product gin is kept on this browser's list and will join your list when you sign in.");
    expect(messages.some((m) => /could not add/.test(m))).toBe(false);
  });

  it("a refusal that is not the session's end (refresh works, the call is still 403) keeps nothing and says it failed", async () => {
    const store = makeStore(signedInState());
    stop = startBrowserSession(store);
    mock.onPost(paths.auth.refresh).reply(200, { access: "access-2", refresh: "refresh-2" });
    mock.onGet(paths.wishlist).reply(403, { message: "Forbidden." });
    const { user } = renderWithStore(<AddToListButton product={gin} />, store);
    await user.click(screen.getByRole("button", { name: "Add to list: Product gin" }));
    await waitFor(() =>
      expect(store.getState().alerts.items.map((a) => a.message)).toContain("We could not add this to your list. Please try again."),
    );
    expect(getListsCache().visitor).toEqual([]);
    expect(store.getState().user.userDetails).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("does not send a visitor on the sign-in page anywhere else", async () => {
    window.history.pushState({}, "", "/sign-in/?next=%2Fmy-lists%2F");
    mock.onPatch(paths.auth.user).reply(401, { message: "Token is invalid or expired." });
    const store = expiredSession();
    await expect(import("../api-client/account").then(({ patchUser }) => patchUser({ first_name: "A" }))).rejects.toThrow();
    await waitFor(() => expect(store.getState().user.userDetails).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says which list changes were not done", () => {
    expect(sessionEndedMessage({ kept: 2, notDone: 1 })).toBe(
      "Your session has ended, sign in again. 2 products you added are kept in this browser and will join your list when you sign in. A change to your list could not be saved.",
    );
    expect(sessionEndedMessage({ kept: 0, notDone: 3 })).toBe(
      "Your session has ended, sign in again. 3 changes to your list could not be saved.",
    );
  });
});
