import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import { paths } from "../../api-client/paths";
import { getListsCache } from "./lists-cache";
import { makeStore } from "../../state/store";
import {
  freshBrowser,
  loginResponse,
  makeList,
  makeProduct,
  page,
  renderWithStore,
  signedInState,
} from "../../test-fixtures/store";
import { AddToListButton } from "./add-to-list-button";
import { SignInForm } from "../account/sign-in-form";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

const gin = makeProduct("gin", "30.00");
const tea = makeProduct("tea", "5.00");

describe("AddToListButton", () => {
  it("keeps a visitor's choice in this browser", async () => {
    const { user } = renderWithStore(<AddToListButton product={gin} />);
    await user.click(screen.getByRole("button", { name: "Add to list: Product gin" }));
    await user.click(screen.getByRole("button", { name: "Add one more: Product gin" }));
    expect(screen.getByText("On your list: 2")).toBeInTheDocument();
    expect(getListsCache().visitor.map((i) => [i.product.slug, i.quantity])).toEqual([["gin", 2]]);
    expect(mock.history.post).toHaveLength(0);
  });

  it("adds to the signed-in user's list through the API", async () => {
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: gin, quantity: 1 }])]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    const { user, store } = renderWithStore(<AddToListButton product={gin} />, makeStore(signedInState()));
    await user.click(screen.getByRole("button", { name: "Add to list: Product gin" }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ product: "gin", quantity: 2, set: true, size: "SKU-gin" });
    expect(mock.history.post[0].headers?.Authorization).toBe("Bearer access-1");
    expect(await screen.findByText("On your list: 2")).toBeInTheDocument();
    expect(store.getState().alerts.items[0]).toMatchObject({
      severity: "success",
      message: "Product gin is on “List 5”.",
    });
  });

  it("joins the visitor's list to the account after signing in", async () => {
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: tea, quantity: 1 }])]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    const { user } = renderWithStore(
      <>
        <AddToListButton product={gin} />
        <AddToListButton product={tea} />
        <SignInForm next="/my-lists/" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Add to list: Product gin" }));
    await user.click(screen.getByRole("button", { name: "Add to list: Product tea" }));
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(getListsCache().outbox).toEqual([]));
    const itemPosts = mock.history.post
      .filter((c) => c.url === "/api/wishlist/5/items/")
      .map((c) => JSON.parse(c.data));
    expect(itemPosts).toEqual([{ product: "gin", quantity: 1, set: true, size: "SKU-gin" }]);
    expect(getListsCache().visitor).toEqual([]);
    expect(getListsCache().lists[0].items.map((i) => [i.product.slug, i.quantity])).toEqual([
      ["tea", 1],
      ["gin", 1],
    ]);
  });
});
