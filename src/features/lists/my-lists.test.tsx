import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { Currency } from "@travel-retail/api/schemas";
import { paths } from "../../api-client/paths";
import { getListsCache } from "./lists-cache";
import { addToVisitorList, syncLists } from "./list-sync";
import { makeStore } from "../../state/store";
import {
  freshBrowser,
  makeList,
  makeProduct,
  page,
  renderWithStore,
  signedInState,
  testUser,
} from "../../test-fixtures/store";
import { MyLists } from "./my-lists";
import { forgetReferenceDataForTests } from "../traveller-context/use-reference-data";
import { airports } from "../../test-fixtures/catalogue";
import { mockSiteData } from "../../test-fixtures/render";

const currencies: Currency[] = [
  { code: "USD", name: "US dollar", symbol: "$", rate: "1", decimals: 2 },
  { code: "EUR", name: "Euro", symbol: "€", rate: "0.5", decimals: 2 },
];
const gin = makeProduct("gin", "30.00");
const tea = makeProduct("tea", "5.00");

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
  // The lists' trip panel reads the site's currencies, as every page can.
  mockSiteData();
  forgetReferenceDataForTests();
  mock.onGet(paths.currencies).reply(200, page(currencies));
  mock.onGet(paths.airports).reply(200, page([]));
});
afterEach(() => {
  mock.restore();
  setOnline(true);
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

function signedInEuroStore() {
  const state = signedInState();
  return makeStore({
    ...state,
    utils: { currency: "EUR", adult: false, sidebarCollapsed: false, route: [], cookies: false },
  });
}

describe("MyLists for a visitor", () => {
  it("shows the list kept in this browser and invites to sign in", async () => {
    addToVisitorList(gin, 2);
    const { user } = renderWithStore(<MyLists />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in/?next=%2Fmy-lists%2F");
    expect(screen.getByTestId("list-total")).toHaveTextContent("$60.00");
    await user.click(screen.getByRole("button", { name: "Remove Product gin, 50 ml" }));
    expect(screen.getByText(/your list is empty/i)).toBeInTheDocument();
  });
});

describe("MyLists rows", () => {
  const thirds: Currency[] = [{ code: "EUR", name: "Euro", symbol: "€", rate: "0.3333", decimals: 2 }];

  it("show each product's photo, size, price and availability at the list's airport, and a total of the lines shown", async () => {
    mock.onGet(paths.currencies).reply(200, page([...currencies.slice(0, 1), ...thirds]));
    mock.onGet(paths.airports).reply(200, page(airports));
    const rum = { ...makeProduct("rum", "10.00"), available_at: ["krk"] };
    mock.onGet(paths.wishlist).reply(
      200,
      page([
        {
          ...makeList(5, [{ product: gin, quantity: 1 }], "waw"),
          items: [
            { product: { ...makeProduct("gin", "10.00"), name: "Gin" }, quantity: 2, added_at: "2025-01-01T00:00:00.000Z", variant: { sku: "GIN-1L", size: "1 l", price: "10.00", in_stock: true } },
            { product: rum, quantity: 1, added_at: "2025-01-01T00:00:00.000Z" },
          ],
        },
      ]),
    );
    renderWithStore(<MyLists />, signedInEuroStore());
    const list = await screen.findByRole("region", { name: "List 5" });
    const lines = await within(list).findAllByRole("listitem");
    expect(lines).toHaveLength(2);
    const [ginLine, rumLine] = lines;
    expect(within(ginLine).getByRole("link", { name: "Gin" })).toHaveAttribute("href", "/products/gin/");
    expect(ginLine.querySelector("img")).toHaveAttribute("src", expect.stringContaining("/media/gin.jpg"));
    expect(within(ginLine).getByTestId("list-item-size")).toHaveTextContent("1 l");
    await waitFor(() => expect(ginLine).toHaveTextContent("€3.33 each"));
    expect(ginLine).toHaveTextContent("Available at WAW");
    expect(ginLine).toHaveTextContent("Line total: €6.66");
    expect(rumLine).toHaveTextContent("Not sold at WAW");
    expect(within(rumLine).getByRole("button", { name: /^Remove Product rum\b/ })).toBeVisible();
    // 3 × €3.33, not the $30.00 total converted (€10.00).
    expect(within(list).getByTestId("list-total")).toHaveTextContent("€9.99");
    expect(within(list).getByTestId("list-total").parentElement).toHaveTextContent(/^Total \(3 items\)€9\.99$/);
  });
});

describe("MyLists for a signed-in user", () => {
  it("shows the account's lists with totals in the chosen currency and saves quantity changes", async () => {
    mock.onGet(paths.wishlist).reply(
      200,
      page([
        makeList(5, [
          { product: gin, quantity: 1 },
          { product: tea, quantity: 2 },
        ]),
      ]),
    );
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    const { user } = renderWithStore(<MyLists />, signedInEuroStore());
    const list = await screen.findByRole("region", { name: "List 5" });
    await waitFor(() => expect(within(list).getByTestId("list-total")).toHaveTextContent("€20.00"));

    const quantity = within(list).getByRole("spinbutton", { name: "Quantity of Product gin, 50 ml" });
    await user.clear(quantity);
    await user.type(quantity, "3");
    await waitFor(() => expect(getListsCache().outbox).toEqual([]));
    expect(mock.history.post.map((c) => JSON.parse(c.data))).toContainEqual({ product: "gin", quantity: 3, set: true, size: "SKU-gin" });
    expect(within(list).getByTestId("list-total")).toHaveTextContent("€50.00");
  });

  it("creates, renames and deletes lists", async () => {
    let lists = [makeList(5)];
    mock.onGet(paths.wishlist).reply(() => [200, page(lists)]);
    mock.onPost(paths.wishlist).reply((config) => {
      lists = [...lists, { ...makeList(6), ...JSON.parse(config.data) }];
      return [201, lists[1]];
    });
    mock.onPatch("/api/wishlist/5/").reply((config) => {
      lists = lists.map((l) => (l.id === 5 ? { ...l, ...JSON.parse(config.data) } : l));
      return [200, lists[0]];
    });
    mock.onDelete("/api/wishlist/6/").reply(() => {
      lists = lists.filter((l) => l.id !== 6);
      return [204];
    });
    const { user } = renderWithStore(<MyLists />, signedInEuroStore());
    await screen.findByRole("region", { name: "List 5" });

    await user.type(screen.getByLabelText("List name"), "Gifts");
    await user.click(screen.getByRole("button", { name: "Create list" }));
    expect(await screen.findByRole("region", { name: "Gifts" })).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ name: "Gifts", airport: null });

    await user.click(screen.getByRole("button", { name: "Rename List 5" }));
    const renameForm = screen.getByRole("form", { name: "Rename List 5" });
    await user.clear(within(renameForm).getByLabelText("New name"));
    await user.type(within(renameForm).getByLabelText("New name"), "Trip to Rome");
    await user.click(within(renameForm).getByRole("button", { name: "Save name" }));
    expect(await screen.findByRole("region", { name: "Trip to Rome" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Gifts" }));
    await user.click(screen.getByRole("button", { name: "Delete “Gifts” for good" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Gifts" })).not.toBeInTheDocument());
  });

  it("shows the last synced lists offline and sends the changes made meanwhile when back online", async () => {
    mock.onGet(paths.wishlist).replyOnce(
      200,
      page([
        makeList(5, [
          { product: gin, quantity: 1 },
          { product: tea, quantity: 1 },
        ]),
      ]),
    );
    await syncLists(testUser.id);
    setOnline(false);

    const { user } = renderWithStore(<MyLists />, signedInEuroStore());
    expect(screen.getByRole("status")).toHaveTextContent(/you are offline\. showing your lists as of/i);
    const list = screen.getByRole("region", { name: "List 5" });
    const quantity = within(list).getByRole("spinbutton", { name: "Quantity of Product gin, 50 ml" });
    await user.clear(quantity);
    await user.type(quantity, "4");
    await user.click(within(list).getByRole("button", { name: "Remove Product tea, 50 ml" }));
    expect(screen.getByRole("button", { name: "Create list" })).toBeDisabled();
    expect(mock.history.post).toHaveLength(0);
    expect(getListsCache().outbox).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("2 changes waiting to be sent.");

    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    mock.onDelete("/api/wishlist/5/items/tea/").reply(204);
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: gin, quantity: 4 }])]));
    act(() => setOnline(true));
    await waitFor(() => expect(getListsCache().outbox).toEqual([]));
    expect(mock.history.post.map((c) => JSON.parse(c.data))).toEqual([{ product: "gin", quantity: 4, set: true, size: "SKU-gin" }]);
    expect(mock.history.delete.map((c) => c.url)).toEqual(["/api/wishlist/5/items/tea/"]);
    await waitFor(() => expect(screen.queryByText(/you are offline/i)).not.toBeInTheDocument());
  });
});
