import { describe, it, expect, beforeEach, afterEach } from "@jest/globals";
import { paths } from "../../api-client/paths";
import { catchUpLists } from "../../state/browser-session";
import { LANGUAGE_SET_PATH } from "../traveller-context/account-language";
import { getListsCache, LISTS_CACHE_KEY, parseListsCache, resetListsCacheForTests } from "./lists-cache";
import { addToAccountList, addToVisitorList, flushOutbox, queueListOperation, syncLists } from "./list-sync";
import { makeStore } from "../../state/store";
import { freshBrowser, loginResponse, makeList, makeProduct, page, signedInState, testUser } from "../../test-fixtures/store";
import { loggedOut, login } from "../../state/user-slice";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => {
  mock.restore();
  setOnline(true);
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
}

const gin = makeProduct("gin", "30.00");
const tea = makeProduct("tea", "5.50");
const chocolate = makeProduct("chocolate", "3.00");

const itemPosts = () =>
  mock.history.post.filter((c) => c.url?.includes("/items/")).map((c) => [c.url, JSON.parse(c.data)]);

describe("the visitor's list", () => {
  it("keeps products and quantities in the browser across page loads", () => {
    addToVisitorList(gin);
    addToVisitorList(gin);
    addToVisitorList(tea);
    resetListsCacheForTests();
    expect(getListsCache().visitor.map((i) => [i.product.slug, i.quantity])).toEqual([
      ["gin", 2],
      ["tea", 1],
    ]);
  });

  it("survives a corrupt or foreign cache", () => {
    expect(parseListsCache("{broken").visitor).toEqual([]);
    expect(parseListsCache(JSON.stringify({ visitor: "x", version: 99 })).visitor).toEqual([]);
    const mixed = parseListsCache(
      JSON.stringify({
        version: 1,
        visitor: [
          { product: gin, quantity: 2 },
          { product: 1, quantity: "a" },
        ],
        outbox: [{}],
      }),
    );
    expect(mixed.visitor).toHaveLength(1);
    expect(mixed.outbox).toEqual([]);
  });
});

describe("merging after sign-in", () => {
  it("joins the visitor list to the account's list without losing or duplicating items", async () => {
    addToVisitorList(gin, 2);
    addToVisitorList(tea, 1);
    addToVisitorList(chocolate, 1);
    const server = makeList(5, [
      { product: gin, quantity: 1 },
      { product: tea, quantity: 3 },
    ]);
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    mock.onGet(paths.wishlist).reply(200, page([server]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    const store = makeStore();
    await store.dispatch(login({ email: testUser.email, password: "secret-password" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await flushOutbox();

    expect(itemPosts()).toEqual([
      ["/api/wishlist/5/items/", { product: "gin", quantity: 2, set: true, size: "SKU-gin" }],
      ["/api/wishlist/5/items/", { product: "chocolate", quantity: 1, set: true, size: "SKU-chocolate" }],
    ]);
    const cache = getListsCache();
    expect(cache.visitor).toEqual([]);
    expect(cache.outbox).toEqual([]);
    expect(cache.lists[0].items.map((i) => [i.product.slug, i.quantity])).toEqual([
      ["gin", 2],
      ["tea", 3],
      ["chocolate", 1],
    ]);
  });

  it("creates a first list for an account without one, tied to the chosen airport", async () => {
    addToVisitorList(gin);
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    mock.onGet(paths.wishlist).reply(200, page([]));
    mock.onPost(paths.wishlist).reply(201, makeList(9, [], "waw"));
    mock.onPost("/api/wishlist/9/items/").reply(201, {});
    const store = makeStore({ main: { location: "waw", age_gate: false, loading: false } } as never);
    await store.dispatch(login({ email: testUser.email, password: "secret-password" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await flushOutbox();
    expect(JSON.parse(mock.history.post.find((c) => c.url === paths.wishlist)!.data)).toEqual({
      name: "My list",
      airport: "waw",
    });
    expect(itemPosts()).toEqual([["/api/wishlist/9/items/", { product: "gin", quantity: 1, set: true, size: "SKU-gin" }]]);
  });

  it("keeps the visitor list when signing in offline, and merges it once back online", async () => {
    addToVisitorList(gin);
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    mock.onGet(paths.wishlist).networkErrorOnce();
    const store = makeStore();
    await store.dispatch(login({ email: testUser.email, password: "secret-password" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getListsCache().visitor).toHaveLength(1);
    expect(store.getState().alerts.items.some((a) => a.severity === "warning")).toBe(true);

    mock.onGet(paths.wishlist).reply(200, page([makeList(5)]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    await catchUpLists(store);
    expect(getListsCache().visitor).toEqual([]);
    expect(itemPosts()).toEqual([["/api/wishlist/5/items/", { product: "gin", quantity: 1, set: true, size: "SKU-gin" }]]);
  });
});

describe("offline changes", () => {
  it("queues changes made offline and sends them once, in order, when the connection returns", async () => {
    const store = makeStore(signedInState());
    mock.onGet(paths.wishlist).reply(
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
    queueListOperation({ kind: "setQuantity", listId: 5, product: "gin", quantity: 2 });
    queueListOperation({ kind: "setQuantity", listId: 5, product: "gin", quantity: 4 });
    queueListOperation({ kind: "removeItem", listId: 5, product: "tea" });
    await addToAccountList(chocolate, testUser.id, null);
    expect(mock.history.post).toHaveLength(0);
    expect(getListsCache().outbox).toHaveLength(3);
    expect(getListsCache().lists[0].items.map((i) => [i.product.slug, i.quantity])).toEqual([
      ["gin", 4],
      ["chocolate", 1],
    ]);
    // The queue survives a reload.
    resetListsCacheForTests();
    expect(JSON.parse(localStorage.getItem(LISTS_CACHE_KEY)!).outbox).toHaveLength(3);

    setOnline(true);
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    mock.onDelete("/api/wishlist/5/items/tea/").reply(204);
    mock.onGet(paths.wishlist).reply(
      200,
      page([
        makeList(5, [
          { product: gin, quantity: 4 },
          { product: chocolate, quantity: 1 },
        ]),
      ]),
    );
    window.dispatchEvent(new Event("online"));
    await catchUpLists(store);

    expect(itemPosts()).toEqual([
      ["/api/wishlist/5/items/", { product: "gin", quantity: 4, set: true }],
      ["/api/wishlist/5/items/", { product: "chocolate", quantity: 1, set: true, size: "SKU-chocolate" }],
    ]);
    expect(mock.history.delete.map((c) => c.url)).toEqual(["/api/wishlist/5/items/tea/"]);
    expect(getListsCache().outbox).toEqual([]);
  });

  it("keeps an operation when the server is unavailable and drops one it refuses", async () => {
    makeStore(signedInState());
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: gin, quantity: 1 }])]));
    await syncLists(testUser.id);
    setOnline(false);
    queueListOperation({ kind: "setQuantity", listId: 5, product: "gin", quantity: 3 });
    setOnline(true);
    mock
      .onPost("/api/wishlist/5/items/")
      .replyOnce(503, {})
      .onPost("/api/wishlist/5/items/")
      .replyOnce(400, { message: "Too many" });
    expect(await flushOutbox()).toEqual({ sent: 0, dropped: 0, pending: 1 });
    expect(await flushOutbox()).toEqual({ sent: 0, dropped: 1, pending: 0 });
  });

  it("leaves with the session on sign-out", async () => {
    const store = makeStore(signedInState());
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: gin, quantity: 1 }])]));
    await syncLists(testUser.id);
    store.dispatch(loggedOut());
    expect(getListsCache().lists).toEqual([]);
  });
});

describe("catching up a signed-in session", () => {
  it("saves the page's language as the account's", async () => {
    const store = makeStore(signedInState());
    mock.onGet(paths.wishlist).reply(200, page([]));
    mock.onPost(LANGUAGE_SET_PATH).reply(200, { language: "pl" });
    window.history.replaceState(null, "", "/pl/my-lists/");
    try {
      await catchUpLists(store);
    } finally {
      window.history.replaceState(null, "", "/");
    }
    expect(mock.history.post.filter((c) => c.url === LANGUAGE_SET_PATH).map((c) => JSON.parse(c.data))).toEqual([{ language: "pl" }]);
    expect(store.getState().user.userDetails?.user.language).toBe("pl");
  });
});
