import { describe, it, expect, beforeEach, afterEach } from "@jest/globals";
import type { WishlistItemSize } from "@travel-retail/api/schemas";
import { getListsCache, LISTS_CACHE_KEY, parseListsCache, resetListsCacheForTests } from "./lists-cache";
import { addToAccountList, addToVisitorList, flushOutbox, mergeVisitorList, queueListOperation, removeFromVisitorList } from "./list-sync";
import { totalMinorUnits } from "./list-operations";
import { freshBrowser, makeList, makeProduct, page, testUser } from "../../test-fixtures/store";
import { paths } from "../../api-client/paths";

// Lists hold a size of a product (its variant): the same product in two sizes is two rows.
let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

const gin = { ...makeProduct("gin", "30.00"), sizes: ["500 ml", "1 L"], max_price: "52.00" };
const litre: WishlistItemSize = { sku: "SKU-gin-2", size: "1 L", price: "52.00", in_stock: true };
const itemPosts = () =>
  mock.history.post.filter((c) => c.url?.includes("/items/")).map((c) => [c.url, JSON.parse(c.data)]);

describe("sizes on a visitor's list", () => {
  it("keeps each size as its own row, priced at its size, across page loads", () => {
    addToVisitorList(gin);
    addToVisitorList(gin, 1, litre);
    addToVisitorList(gin, 1, litre);
    resetListsCacheForTests();
    const rows = getListsCache().visitor.map((i) => [i.product.slug, i.variant?.sku, i.variant?.size, i.quantity]);
    expect(rows).toEqual([
      ["gin", "SKU-gin", "50 ml", 1],
      ["gin", "SKU-gin-2", "1 L", 2],
    ]);
    expect(totalMinorUnits(getListsCache().visitor, "USD")).toBe(13400);
    removeFromVisitorList("gin", "SKU-gin-2");
    expect(getListsCache().visitor.map((i) => i.variant?.sku)).toEqual(["SKU-gin"]);
  });

  it("reads items stored before sizes, and items whose size is unreadable, without losing them", () => {
    const old = { product: { slug: "gin", price: "30.00", name: "Gin" }, quantity: 2, added_at: "2025-01-01T00:00:00.000Z" };
    const broken = { ...old, product: { ...old.product, slug: "tea" }, variant: { sku: 5 } };
    const cache = parseListsCache(JSON.stringify({ version: 1, visitor: [old, broken], lists: [], outbox: [] }));
    expect(cache.visitor.map((i) => [i.product.slug, i.variant, i.quantity])).toEqual([
      ["gin", undefined, 2],
      ["tea", undefined, 2],
    ]);
    expect(totalMinorUnits(cache.visitor, "USD")).toBe(12000);
  });

  it("joins the account's list with each size sent by its SKU; an old item goes as the default size", async () => {
    const old = { product: { ...makeProduct("tea", "5.50"), sku: undefined }, quantity: 1, added_at: "2025-01-01T00:00:00.000Z" };
    localStorage.setItem(LISTS_CACHE_KEY, JSON.stringify({ version: 1, visitor: [old], lists: [], outbox: [] }));
    resetListsCacheForTests();
    addToVisitorList(gin, 1, litre);
    mock.onGet(paths.wishlist).reply(200, page([makeList(5)]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    await mergeVisitorList(testUser.id, null);
    expect(itemPosts()).toEqual([
      ["/api/wishlist/5/items/", { product: "tea", quantity: 1, set: true }],
      ["/api/wishlist/5/items/", { product: "gin", quantity: 1, set: true, size: "SKU-gin-2" }],
    ]);
  });
});

describe("sizes on an account's list", () => {
  it("adds and removes one size without touching the other", async () => {
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: gin, quantity: 1 }])]));
    mock.onPost("/api/wishlist/5/items/").reply(201, {});
    mock.onDelete("/api/wishlist/5/items/gin/").reply(204);
    await addToAccountList(gin, testUser.id, null, litre);
    await flushOutbox();
    expect(getListsCache().lists[0].items.map((i) => [i.variant.sku, i.variant.price, i.quantity])).toEqual([
      ["SKU-gin", "30.00", 1],
      ["SKU-gin-2", "52.00", 1],
    ]);
    queueListOperation({ kind: "removeItem", listId: 5, product: "gin", size: "SKU-gin-2" });
    await flushOutbox();
    expect(mock.history.delete.map((c) => [c.url, c.params])).toEqual([["/api/wishlist/5/items/gin/", { size: "SKU-gin-2" }]]);
    expect(getListsCache().lists[0].items.map((i) => i.variant.sku)).toEqual(["SKU-gin"]);
  });
});
